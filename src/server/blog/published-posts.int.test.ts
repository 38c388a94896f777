import { beforeAll, describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import { insertPost, updatePost } from "./posts";
import {
  countPublishedPosts,
  getPublishedPostBySlug,
  listPublishedCategories,
  listPublishedPosts,
  listPublishedPostsByAuthor,
  listRelatedPublishedPosts,
  listSitemapPosts,
  listUpcomingPublications,
} from "./published-posts";
import { getArticle, getBlogCategories, getBlogListing, getFeedArticles, getSitemapArticles } from "./reader";

/** The visibility rule (decision 191): a post is public when it is published and its time has come. */

// Relative to the real clock, which the reader's functions read.
const DAY = 24 * 60 * 60 * 1000;
const start = Date.now();
const NOW = new Date(start).toISOString();
const LATER = new Date(start + 7 * DAY).toISOString();
const LATEST = new Date(start + 14 * DAY).toISOString();

const post = (slug: string, fields: Partial<NewPost> = {}): NewPost => ({
  slug,
  title: `Post ${slug}`,
  excerpt: "Visibility rule test post excerpt.",
  cover: "/images/blog/cover.svg",
  author: "Emily Carter",
  category: "Visibility",
  content: "Body",
  ...fields,
});

const slugsOf = (posts: { slug: string }[]) => posts.map((p) => p.slug);

describe(`what visitors may read (${process.env.TEST_DIALECT})`, () => {
  describe("while the database holds drafts only", () => {
    beforeAll(async () => {
      await insertPost(post("only-a-draft", { status: "draft", published_at: null, category: "Drafts only" }));
    });

    it("shows the built-in articles, as for an empty blog", async () => {
      const listing = await getBlogListing({});
      expect(listing.total).toBe(9);
      expect(slugsOf(listing.posts)).not.toContain("only-a-draft");
      expect(await getBlogCategories()).not.toContain("Drafts only");
      expect(await getArticle("only-a-draft")).toBeUndefined();
    });
  });

  describe("once there are published, scheduled and draft posts", () => {
    beforeAll(async () => {
      await insertPost(post("public-old", { published_at: "2025-01-05T12:00:00.000Z" }));
      await insertPost(post("public-hidden-from-search", { published_at: "2025-02-05T12:00:00.000Z", noindex: true }));
      await insertPost(post("scheduled-soon", { published_at: LATER, category: "Future only" }));
      await insertPost(post("scheduled-later", { published_at: LATEST }));
      await insertPost(post("also-scheduled-soon", { published_at: LATER, author: "Jordan Reyes" }));
      await insertPost(post("a-dated-draft", { status: "draft", published_at: "2025-03-01T12:00:00.000Z" }));
    });

    const publicNow = ["public-hidden-from-search", "public-old"];

    it("leaves drafts and posts scheduled for later out of the listing, its search, its count and its categories", async () => {
      const listing = await listPublishedPosts({}, NOW);
      expect(slugsOf(listing.posts)).toEqual(publicNow);
      expect(listing).toMatchObject({ matched: 2, total: 2 });
      expect(slugsOf((await listPublishedPosts({ search: "Post" }, NOW)).posts)).toEqual(publicNow);
      expect((await listPublishedPosts({ category: "Future only" }, NOW)).matched).toBe(0);
      expect(await listPublishedCategories(NOW)).toEqual(["Visibility"]);
      expect(await countPublishedPosts(NOW)).toBe(2);
    });

    it("answers a draft's or a scheduled post's address with nothing", async () => {
      expect(await getPublishedPostBySlug("public-old", NOW)).toMatchObject({ slug: "public-old" });
      expect(await getPublishedPostBySlug("a-dated-draft", NOW)).toBeUndefined();
      expect(await getPublishedPostBySlug("only-a-draft", NOW)).toBeUndefined();
      expect(await getPublishedPostBySlug("scheduled-soon", NOW)).toBeUndefined();
    });

    it("leaves them off author pages, related articles and the sitemap, which also leaves out hidden posts", async () => {
      expect(await listPublishedPostsByAuthor("Jordan Reyes", {}, NOW)).toEqual({ posts: [], matched: 0, total: 2 });
      const old = (await getPublishedPostBySlug("public-old", NOW))!;
      expect(slugsOf(await listRelatedPublishedPosts(old, 3, NOW))).toEqual(["public-hidden-from-search"]);
      expect(slugsOf(await listSitemapPosts(NOW))).toEqual(["public-old"]);
    });

    it("makes a scheduled post public at its time, dated then, with nobody acting", async () => {
      expect(slugsOf((await listPublishedPosts({}, LATER)).posts)).toEqual([
        "also-scheduled-soon",
        "scheduled-soon",
        ...publicNow,
      ]);
      expect((await getPublishedPostBySlug("scheduled-soon", LATER))?.published_at).toBe(LATER);
      expect(await listPublishedCategories(LATER)).toEqual(["Future only", "Visibility"]);
      expect((await listPublishedPostsByAuthor("Jordan Reyes", {}, LATER)).matched).toBe(1);
      expect(slugsOf(await listSitemapPosts(LATER))).toContain("scheduled-soon");
      expect(await countPublishedPosts(LATEST)).toBe(5);
    });

    it("lists the moments posts come due, soonest first, once each, drafts never", async () => {
      expect(await listUpcomingPublications(NOW)).toEqual([LATER, LATEST]);
      expect(await listUpcomingPublications(NOW, 1)).toEqual([LATER]);
      expect(await listUpcomingPublications(LATER)).toEqual([LATEST]);
      expect(await listUpcomingPublications(LATEST)).toEqual([]);
    });

    it("feeds the reader's listing, feed and sitemap from public posts only", async () => {
      const listing = await getBlogListing({});
      expect(slugsOf(listing.posts)).toEqual(publicNow);
      expect(slugsOf(await getFeedArticles())).toEqual(publicNow);
      expect(slugsOf(await getSitemapArticles())).toEqual(["public-old"]);
      expect(await getArticle("scheduled-later")).toBeUndefined();
    });

    it("takes a post back out of sight when it returns to draft", async () => {
      const stored = await insertPost(post("unpublished-again", { published_at: "2025-04-01T12:00:00.000Z" }));
      expect(await getPublishedPostBySlug("unpublished-again", NOW)).toBeDefined();
      await updatePost(stored.id, { status: "draft" });
      expect(await getPublishedPostBySlug("unpublished-again", NOW)).toBeUndefined();
      expect(slugsOf((await listPublishedPosts({}, NOW)).posts)).not.toContain("unpublished-again");
    });
  });
});
