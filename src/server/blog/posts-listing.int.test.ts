import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { type PostQuery, queryPosts } from "@/lib/blog/query";
import { getDb } from "../db";
import * as blogListingMigration from "../db/migrations/2026_11_24_020000_blog_listing";
import {
  countPosts,
  getPostById,
  insertPost,
  listCategories,
  listPostSlugs,
  listPosts,
  listPostsByAuthor,
  listRelatedPosts,
  type PostInput,
  type PostSummary,
  updatePost,
} from "./posts";

const base: PostInput = {
  slug: "",
  title: "",
  excerpt: "An excerpt long enough to read.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  readTime: "5 min read",
  category: "SEO",
  content: "Body",
};

// Dates chosen so that sorting the display text would give a different order.
const dataset: (Partial<PostInput> & { slug: string; title: string; date: string })[] = [
  { slug: "december-seo", title: "Winter SEO checklist", date: "December 1, 2024" },
  { slug: "june-ppc", title: "Bidding on brand terms", date: "June 15, 2025", category: "PPC" },
  { slug: "january-seo", title: "local seo in 2025", date: "January 5, 2025", excerpt: "Maps, reviews and pages." },
  {
    slug: "january-social",
    title: "Reels for roofers",
    date: "January 5, 2025",
    category: "Social Media",
    author: "Jordan Reyes",
  },
  {
    slug: "august-web",
    title: "Ünicode titles sort too",
    date: "August 19, 2025",
    category: "Web Development",
    excerpt: "Why 100% of sites need SEO_basics.",
  },
  { slug: "march-ppc", title: "Ad copy that converts", date: "March 3, 2025", category: "PPC", author: "Jordan Reyes" },
  { slug: "may-seo", title: "Schema markup for plumbers", date: "May 20, 2025" },
];

async function seed(): Promise<PostSummary[]> {
  const stored: PostSummary[] = [];
  for (const post of dataset) {
    const { content: _content, ...summary } = await insertPost({ ...base, ...post });
    stored.push(summary);
  }
  return stored;
}

const slugs = (posts: PostSummary[]) => posts.map((p) => p.slug);

describe(`listing posts (${process.env.TEST_DIALECT})`, async () => {
  const stored = await seed();

  it("sorts by the parsed date, newest first, then by the newest id", async () => {
    expect(slugs((await listPosts()).posts)).toEqual([
      "august-web",
      "june-ppc",
      "may-seo",
      "march-ppc",
      "january-social",
      "january-seo",
      "december-seo",
    ]);
  });

  it("sorts by title and by category alphabetically, ignoring case", async () => {
    expect(slugs((await listPosts({ sort: "title" })).posts)).toEqual([
      "march-ppc",
      "june-ppc",
      "january-seo",
      "january-social",
      "may-seo",
      "december-seo",
      "august-web",
    ]);
    expect(slugs((await listPosts({ sort: "category" })).posts)).toEqual([
      "june-ppc",
      "march-ppc",
      "may-seo",
      "january-seo",
      "december-seo",
      "january-social",
      "august-web",
    ]);
  });

  it("searches title, excerpt and category, case-insensitively and literally", async () => {
    expect(slugs((await listPosts({ search: "LOCAL SEO" })).posts)).toEqual(["january-seo"]);
    expect(slugs((await listPosts({ search: "reviews" })).posts)).toEqual(["january-seo"]);
    expect(slugs((await listPosts({ search: "social" })).posts)).toEqual(["january-social"]);
    expect(slugs((await listPosts({ search: "100%" })).posts)).toEqual(["august-web"]);
    expect(slugs((await listPosts({ search: "seo_basics" })).posts)).toEqual(["august-web"]);
    expect(slugs((await listPosts({ search: "ünicode" })).posts)).toEqual(["august-web"]);
    expect(slugs((await listPosts({ search: "NICODE TITLES" })).posts)).toEqual(["august-web"]);
    expect((await listPosts({ search: "nothing like this" })).matched).toBe(0);
  });

  it("filters by the exact category and counts matches and all posts", async () => {
    const ppc = await listPosts({ category: "PPC" });
    expect(slugs(ppc.posts)).toEqual(["june-ppc", "march-ppc"]);
    expect(ppc).toMatchObject({ matched: 2, total: 7 });
    expect((await listPosts({ category: "ppc" })).matched).toBe(0);
    expect((await listPosts({ category: "SEO", search: "plumbers" })).matched).toBe(1);
  });

  it("returns one page at a time with exact totals", async () => {
    const second = await listPosts({ offset: 2, limit: 2 });
    expect(slugs(second.posts)).toEqual(["may-seo", "march-ppc"]);
    expect(second).toMatchObject({ matched: 7, total: 7 });
    const past = await listPosts({ offset: 50, limit: 10 });
    expect(past).toEqual({ posts: [], matched: 7, total: 7 });
    expect((await listPosts({ limit: 0 })).posts).toEqual([]);
  });

  it("reads summaries only, never the bodies", async () => {
    const [first] = (await listPosts({ limit: 1 })).posts;
    expect(first).not.toHaveProperty("content");
  });

  it("applies the same rules as the in-memory listing of the built-in articles", async () => {
    const queries: PostQuery[] = [
      {},
      { sort: "title" },
      { sort: "category" },
      { search: "seo" },
      { search: "  seo ", sort: "title" },
      { category: "SEO", sort: "category" },
      { category: "PPC", search: "brand" },
      { search: "", category: "" },
      { offset: 3, limit: 3, sort: "category" },
    ];
    for (const query of queries)
      expect(await listPosts(query), JSON.stringify(query)).toEqual(queryPosts(stored, query));
  });

  it("lists the distinct categories alphabetically", async () => {
    expect(await listCategories()).toEqual(["PPC", "SEO", "Social Media", "Web Development"]);
  });

  it("lists an author's posts a page at a time", async () => {
    const page = await listPostsByAuthor("Jordan Reyes", { limit: 1 });
    expect(slugs(page.posts)).toEqual(["march-ppc"]);
    expect(page).toMatchObject({ matched: 2, total: 7 });
    expect((await listPostsByAuthor("Jordan Reyes", { offset: 1 })).posts.map((p) => p.slug)).toEqual([
      "january-social",
    ]);
    expect(await listPostsByAuthor("Nobody Here")).toEqual({ posts: [], matched: 0, total: 7 });
  });

  it("finds up to three related posts of the same category, never the post itself", async () => {
    const may = stored.find((p) => p.slug === "may-seo")!;
    expect(slugs(await listRelatedPosts(may))).toEqual(["january-seo", "december-seo"]);
    expect(slugs(await listRelatedPosts(may, 1))).toEqual(["january-seo"]);
  });

  it("lists every slug with its last change for the sitemap", async () => {
    const entries = await listPostSlugs();
    expect(entries.map((e) => e.slug)).toEqual(slugs((await listPosts()).posts));
    expect(entries[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await countPosts()).toBe(7);
  });

  it("keeps the sort date in step with the display date", async () => {
    const sortDate = async (id: number) =>
      (await getDb().selectFrom("blog_posts").select("published_on").where("id", "=", id).executeTakeFirstOrThrow())
        .published_on;
    const post = await insertPost({ ...base, slug: "moving-date", title: "Moving date", date: "February 2, 2025" });
    expect(await sortDate(post.id)).toBe("2025-02-02");
    await updatePost(post.id, { ...base, slug: "moving-date", title: "Moving date", date: "October 9, 2025" });
    expect(await sortDate(post.id)).toBe("2025-10-09");
    await updatePost(post.id, { ...base, slug: "moving-date", title: "Same date" });
    expect(await sortDate(post.id)).toBe("2025-10-09");
    expect((await getPostById(post.id))?.date).toBe("October 9, 2025");
  });
});

describe(`the sort-date migration (${process.env.TEST_DIALECT})`, () => {
  it("fills the sort date of existing posts from their display date, else from when they were stored", async () => {
    const db = getDb();
    const schema = db as unknown as Kysely<unknown>;
    await blogListingMigration.down(schema);
    const legacy = [
      { ...base, slug: "legacy-dated", title: "Dated", date: "June 15, 2025", created_at: "2025-06-16T10:00:00.000Z" },
      { ...base, slug: "legacy-undated", title: "Undated", date: "sometime", created_at: "2024-03-09T10:00:00.000Z" },
    ];
    // Rows as an older database holds them, without the column the migration adds.
    for (const row of legacy)
      await db
        .insertInto("blog_posts")
        .values(row as never)
        .execute();
    await blogListingMigration.up(schema);
    const rows = await db
      .selectFrom("blog_posts")
      .select(["slug", "published_on"])
      .where("slug", "like", "legacy-%")
      .orderBy("slug")
      .execute();
    expect(rows).toEqual([
      { slug: "legacy-dated", published_on: "2025-06-15" },
      { slug: "legacy-undated", published_on: "2024-03-09" },
    ]);
  });
});
