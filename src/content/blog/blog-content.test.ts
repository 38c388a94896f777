import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calendarDayOf, formatLongDate } from "@/lib/dates";
import { readTimeOf, WORDS_PER_MINUTE, wordCount } from "@/lib/blog/read-time";
import { ArticleFrontmatterSchema } from "@/lib/validation/blog-post";
import { seededPeople } from "@/content/people";
import { builtInArticles, readPostFiles, samplePosts } from ".";

/** A writer a fresh installation has (the people table's seed), by name. */
const seededWriter = (name: string) => seededPeople.find((person) => person.name === name && person.writer);

const publicDir = path.resolve(import.meta.dirname, "../../../public");

/** Pages of the site that articles may link to (docs/product.md, Pages and addresses). */
const siteRoutes = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/case-studies",
  "/case-studies/yeti-plumbing",
  "/case-studies/daily-shifts",
  "/case-studies/mld",
  "/blog",
  "/seo",
  "/ppc",
  "/email-marketing",
  "/strategic-consulting",
  "/ai-consulting",
  "/social-media-marketing",
  "/content-strategy",
  "/website-development",
  "/it-support",
  "/utah-real-estate-marketing",
  "/utah-marketing-firms",
  "/utahmarketingagency",
  "/dealershipmarketing",
  "/local-business-audit",
];

const minutesOf = (readTime: string) => Number(/^(\d+) min read$/.exec(readTime)?.[1]);
const all = [...builtInArticles, ...samplePosts];

describe("the nine built-in articles", () => {
  it("are numbered 1 to 9 with unique slugs", () => {
    expect(builtInArticles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(builtInArticles.map((a) => a.slug)).size).toBe(9);
  });

  it("carry their slugs, categories, dates and read times", () => {
    const facts = builtInArticles.map(({ slug, category, published_at, readTime }) => ({
      slug,
      category,
      date: formatLongDate(published_at),
      readTime,
    }));
    expect(facts.slice(0, 4)).toEqual([
      {
        slug: "digital-marketing-trends-2025",
        category: "Digital Marketing",
        date: "January 15, 2025",
        readTime: "8 min read",
      },
      { slug: "seo-best-practices-guide", category: "SEO", date: "January 10, 2025", readTime: "12 min read" },
      {
        slug: "social-media-strategy-blueprint",
        category: "Social Media",
        date: "January 5, 2025",
        readTime: "10 min read",
      },
      {
        slug: "auto-dealer-marketing-strategies",
        category: "Automotive Marketing",
        date: "June 15, 2025",
        readTime: "8 min read",
      },
    ]);
    const later = builtInArticles.slice(4);
    expect(later.map((a) => a.category)).toEqual([
      "Service Business Marketing",
      "PPC",
      "Web Development",
      "Web Hosting",
      "Marketing Strategy",
    ]);
    for (const article of later) {
      const day = calendarDayOf(article.published_at);
      expect(day >= "2025-06-01" && day <= "2025-08-31", article.slug).toBe(true);
      expect(minutesOf(article.readTime)).toBeGreaterThanOrEqual(7);
      expect(minutesOf(article.readTime)).toBeLessThanOrEqual(12);
    }
  });

  it("share one author, a writer from the first install", () => {
    const authors = new Set(builtInArticles.map((a) => a.author));
    expect(authors.size).toBe(1);
    expect(seededWriter([...authors][0]!)).toBeDefined();
  });

  it("carry their advice figures", () => {
    const text = builtInArticles.map((a) => a.content).join("\n");
    for (const figure of ["10-20% of ad spend", "$3-10", "$10-20", "$20-40 per month", "$20-300"]) {
      expect(text).toContain(figure);
    }
  });
});

describe("the five admin sample posts", () => {
  it("cover SEO, PPC, Small Business, Mobile Marketing and Email Marketing in 5 to 8 minutes", () => {
    expect(samplePosts.map((p) => p.category)).toEqual([
      "SEO",
      "PPC",
      "Small Business",
      "Mobile Marketing",
      "Email Marketing",
    ]);
    for (const post of samplePosts) {
      expect(minutesOf(post.readTime)).toBeGreaterThanOrEqual(5);
      expect(minutesOf(post.readTime)).toBeLessThanOrEqual(8);
      expect(seededWriter(post.author), post.author).toBeDefined();
    }
  });

  it("do not reuse a built-in article's slug", () => {
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
  });
});

describe("the content files", () => {
  const write = (name: string, text: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-content-"));
    fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const frontmatter = [
    "title: A title long enough",
    "slug: a-post",
    "excerpt: An excerpt of twenty characters or more.",
    "category: SEO",
    "cover: /images/blog/a-post.svg",
    "author: Marcos Silva",
    "readTime: 5 min read",
  ];

  it("are read with their frontmatter, the body after it", () => {
    const dir = write("01-a-post.md", ["---", ...frontmatter, "date: 2025-01-15", "---", "", "## Body", ""].join("\n"));
    expect(readPostFiles(dir, ArticleFrontmatterSchema)).toEqual([
      {
        frontmatter: expect.objectContaining({ slug: "a-post", readTime: "5 min read", date: "2025-01-15" }),
        content: "## Body",
      },
    ]);
  });

  it("name the file and the field when the frontmatter is wrong", () => {
    const dir = write("02-bad-post.md", ["---", ...frontmatter.slice(1), "date: January 15", "---", "Body"].join("\n"));
    expect(() => readPostFiles(dir, ArticleFrontmatterSchema)).toThrow(/02-bad-post\.md[\s\S]*title[\s\S]*date/);
    const misspelt = write(
      "03-misspelt.md",
      ["---", ...frontmatter, "date: 2025-01-15", "readtime: 5", "---"].join("\n"),
    );
    expect(() => readPostFiles(misspelt, ArticleFrontmatterSchema)).toThrow(/03-misspelt\.md[\s\S]*readtime/);
    const broken = write("04-broken.md", ["---", "title: [unclosed", "---"].join("\n"));
    expect(() => readPostFiles(broken, ArticleFrontmatterSchema)).toThrow(
      /04-broken\.md: the frontmatter is not valid YAML/,
    );
  });
});

describe("every built-in and sample post", () => {
  for (const post of all) {
    describe(post.slug, () => {
      it("reads in its stated time at 230 words a minute", () => {
        expect(Math.round(wordCount(post.content) / WORDS_PER_MINUTE)).toBe(minutesOf(post.readTime));
        // What a post imported from it gets: its read time computed on save.
        expect(readTimeOf(post.content)).toBe(post.readTime);
      });

      it("passes the admin form's rules", () => {
        expect(post.slug).toMatch(/^[a-z0-9-]{3,}$/);
        expect(post.title.length).toBeGreaterThanOrEqual(5);
        expect(post.excerpt.length).toBeGreaterThanOrEqual(20);
        expect(post.content.length).toBeGreaterThanOrEqual(50);
      });

      it("has its own cover image in public/", () => {
        expect(post.cover).toBe(`/images/blog/${post.slug}.svg`);
        expect(fs.existsSync(path.join(publicDir, post.cover))).toBe(true);
      });

      it("uses only the markdown an article renders", () => {
        expect(post.content).not.toMatch(/<[a-z!/]/i);
        expect(post.content).not.toContain("![");
        expect(post.content).not.toContain("`");
        expect(post.content).not.toMatch(/^(#{4,}|\* |\+ |\|)/m);
      });

      it("links only to pages of the site and to built-in articles", () => {
        const targets = [...post.content.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
        for (const target of targets) {
          const article = /^\/blog\/(.+)$/.exec(target)?.[1];
          if (article) expect(builtInArticles.map((a) => a.slug)).toContain(article);
          else expect(siteRoutes).toContain(target);
        }
      });
    });
  }
});
