import { describe, expect, it } from "vitest";
import { type PostQuery, queryPosts } from "@/lib/blog/query";
import type { NewPost, PostSummary } from "@/lib/blog/types";
import { formatLongDate, middayOf } from "@/lib/dates";
import { getPostById, insertPost, updatePost } from "./posts";
import {
  countPublishedPosts as countPosts,
  listPublishedCategories as listCategories,
  listPublishedPosts as listPosts,
  listPublishedPostsByAuthor as listPostsByAuthor,
  listRelatedPublishedPosts as listRelatedPosts,
  listSitemapPosts as listPostSlugs,
} from "./published-posts";

const base: NewPost = {
  slug: "",
  title: "",
  excerpt: "An excerpt long enough to read.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "Body",
};

const on = (day: string) => middayOf(day).toISOString();

// Dates chosen so that sorting their display text ("January 5, 2025") would give a different order.
const dataset: (Partial<NewPost> & { slug: string; title: string; published_at: string })[] = [
  { slug: "december-seo", title: "Winter SEO checklist", published_at: on("2024-12-01") },
  { slug: "june-ppc", title: "Bidding on brand terms", published_at: on("2025-06-15"), category: "PPC" },
  {
    slug: "january-seo",
    title: "local seo in 2025",
    published_at: on("2025-01-05"),
    excerpt: "Maps, reviews and pages.",
  },
  {
    slug: "january-social",
    title: "Reels for roofers",
    published_at: on("2025-01-05"),
    category: "Social Media",
    author: "Jordan Reyes",
  },
  {
    slug: "august-web",
    title: "Ünicode titles sort too",
    published_at: on("2025-08-19"),
    category: "Web Development",
    excerpt: "Why 100% of sites need SEO_basics.",
  },
  {
    slug: "march-ppc",
    title: "Ad copy that converts",
    published_at: on("2025-03-03"),
    category: "PPC",
    author: "Jordan Reyes",
  },
  { slug: "may-seo", title: "Schema markup for plumbers", published_at: on("2025-05-20") },
];

async function seed(): Promise<PostSummary[]> {
  const stored: PostSummary[] = [];
  for (const post of dataset) {
    const { id, slug, title, excerpt, cover, published_at, author, readTime, category } = await insertPost({
      ...base,
      ...post,
    });
    stored.push({ id, slug, title, excerpt, cover, published_at: published_at!, author, readTime, category });
  }
  return stored;
}

const slugs = (posts: PostSummary[]) => posts.map((p) => p.slug);

describe(`listing posts (${process.env.TEST_DIALECT})`, async () => {
  const stored = await seed();

  it("sorts by the publication date, newest first, then by the newest id", async () => {
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

  it("keeps the publication time through updates", async () => {
    const post = await insertPost({ ...base, slug: "kept-date", title: "Kept date", published_at: on("2025-10-09") });
    await updatePost(post.id, { ...base, slug: "kept-date", title: "Same date" });
    const updated = await getPostById(post.id);
    expect(updated?.published_at).toBe(on("2025-10-09"));
    expect(formatLongDate(updated!.published_at!)).toBe("October 9, 2025");
  });
});
