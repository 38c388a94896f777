import { beforeAll, describe, expect, it, vi } from "vitest";
import { builtInArticles } from "@/content/blog";
import {
  getArticle,
  getAuthorArticles,
  getBlogCategories,
  getBlogListing,
  getFeedArticles,
  getRelatedArticles,
  getSitemapArticles,
} from "./reader";
import type { NewPost, Post, StoredPost } from "@/lib/blog/types";
import { insertPost } from "./posts";
import { getLogger } from "../ops/logger";

const newestFirst = [
  "how-to-find-a-marketing-agency",
  "where-to-host-a-website",
  "how-to-build-a-website",
  "utah-ppc-agency-guide",
  "plumber-marketing-guide",
  "auto-dealer-marketing-strategies",
  "digital-marketing-trends-2025",
  "seo-best-practices-guide",
  "social-media-strategy-blueprint",
];

const stored: NewPost = {
  slug: "our-first-own-post",
  title: "Our first own post",
  excerpt: "Written in the admin area, not shipped with the site.",
  cover: "/images/blog/default-cover.svg",
  author: "Emily Carter",
  category: "Company News",
  content: "## Hello\n\nA post of our own.",
};

/** A stored, published post as readers get it. */
const publicOf = ({ status: _status, updated_at: _updatedAt, published_at, ...post }: StoredPost): Post => ({
  ...post,
  published_at: published_at!,
});

describe(`the blog's reads (${process.env.TEST_DIALECT})`, () => {
  describe("with no posts in the database", () => {
    it("lists the nine built-in articles, newest first", async () => {
      const listing = await getBlogListing({});
      expect(listing.posts.map((p) => p.slug)).toEqual(newestFirst);
      expect(listing).toMatchObject({ matched: 9, total: 9 });
      expect(listing.posts[0]).not.toHaveProperty("content");
    });

    it("searches, filters, sorts and pages the built-in articles by the listing's rules", async () => {
      const seo = await getBlogListing({ search: "SEO" });
      expect(seo.posts.map((p) => p.slug)).toContain("seo-best-practices-guide");
      expect(seo.total).toBe(9);
      expect((await getBlogListing({ category: "Web Hosting" })).posts.map((p) => p.slug)).toEqual([
        "where-to-host-a-website",
      ]);
      expect((await getBlogListing({ category: "web hosting" })).matched).toBe(0);
      expect((await getBlogListing({ sort: "title", limit: 2 })).posts.map((p) => p.title)).toEqual([
        "Auto Dealer Marketing Strategies That Sell More Cars",
        "Choosing a PPC Agency in Utah: What to Ask Before You Sign",
      ]);
      expect((await getBlogListing({ offset: 8, limit: 5 })).posts.map((p) => p.slug)).toEqual([
        "social-media-strategy-blueprint",
      ]);
    });

    it("offers the built-in categories", async () => {
      expect(await getBlogCategories()).toEqual([
        "Automotive Marketing",
        "Digital Marketing",
        "Marketing Strategy",
        "PPC",
        "SEO",
        "Service Business Marketing",
        "Social Media",
        "Web Development",
        "Web Hosting",
      ]);
    });

    it("finds a built-in article with its body", async () => {
      const article = await getArticle("seo-best-practices-guide");
      expect(article?.builtIn).toBe(true);
      expect(article?.post.content).toContain("## How search engines decide who ranks");
      expect(await getArticle("no-such-article")).toBeUndefined();
    });

    it("lists the author's built-in articles, the feed and the sitemap", async () => {
      const mine = await getAuthorArticles("Marcos Silva", { limit: 4 });
      expect(mine.posts.map((p) => p.slug)).toEqual(newestFirst.slice(0, 4));
      expect(mine).toMatchObject({ matched: 9, total: 9 });
      expect((await getAuthorArticles("Jordan Reyes", {})).matched).toBe(0);
      expect((await getFeedArticles()).map((p) => p.slug)).toEqual(newestFirst);
      const sitemap = await getSitemapArticles();
      expect(sitemap.map((e) => e.slug)).toEqual(newestFirst);
      expect(sitemap[0]!.updatedAt).toBe("2025-08-20");
    });

    it("relates built-in articles to built-in articles of the same category", async () => {
      const article = (await getArticle("seo-best-practices-guide"))!;
      expect(await getRelatedArticles(article)).toEqual([]);
    });
  });

  describe("once the database has posts", () => {
    let own: Post;
    let second: Post;
    beforeAll(async () => {
      own = publicOf(await insertPost(stored));
      second = publicOf(await insertPost({ ...stored, slug: "our-second-own-post", title: "Our second own post" }));
    });

    it("lists only the stored posts", async () => {
      const listing = await getBlogListing({});
      expect(listing.posts.map((p) => p.slug)).toEqual(["our-second-own-post", "our-first-own-post"]);
      expect(listing).toMatchObject({ matched: 2, total: 2 });
      expect(await getBlogCategories()).toEqual(["Company News"]);
      expect((await getFeedArticles()).map((p) => p.slug)).toEqual(["our-second-own-post", "our-first-own-post"]);
      expect((await getSitemapArticles()).map((e) => e.slug)).toEqual(["our-second-own-post", "our-first-own-post"]);
    });

    it("does not bring the built-in articles back for a search that finds nothing", async () => {
      expect(await getBlogListing({ search: "plumber" })).toEqual({ posts: [], matched: 0, total: 2 });
    });

    it("answers a slug, search, category or author holding NUL with nothing, quietly, as on SQLite", async () => {
      const logged = vi.spyOn(getLogger(), "error");
      try {
        expect(await getBlogListing({ search: "\0abc" })).toEqual({ posts: [], matched: 0, total: 2 });
        expect(await getBlogListing({ category: "Company\0News" })).toEqual({ posts: [], matched: 0, total: 2 });
        expect(await getArticle("abc\0def")).toBeUndefined();
        expect(await getArticle(`${own.slug}\0`)).toBeUndefined();
        expect(await getAuthorArticles("Emily\0Carter", {})).toEqual({ posts: [], matched: 0, total: 2 });
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });

    it("reads stored posts, and still serves a built-in article at its address", async () => {
      expect(await getArticle(own.slug)).toEqual({ post: own, builtIn: false });
      expect((await getArticle("plumber-marketing-guide"))?.builtIn).toBe(true);
    });

    it("relates stored posts to stored posts", async () => {
      const related = await getRelatedArticles({ post: own, builtIn: false });
      expect(related.map((p) => p.slug)).toEqual([second.slug]);
    });

    it("lists an author's stored posts, and none of the built-ins", async () => {
      expect((await getAuthorArticles("Emily Carter", {})).posts.map((p) => p.slug)).toEqual([
        "our-second-own-post",
        "our-first-own-post",
      ]);
      expect(await getAuthorArticles("Marcos Silva", {})).toEqual({ posts: [], matched: 0, total: 2 });
    });

    it("prefers a stored post over the built-in article with the same slug", async () => {
      const builtIn = builtInArticles[0]!;
      const copy = publicOf(await insertPost({ ...stored, slug: builtIn.slug, title: "Our own take on 2025" }));
      expect(await getArticle(builtIn.slug)).toEqual({ post: copy, builtIn: false });
    });
  });
});
