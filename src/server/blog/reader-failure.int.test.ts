import { describe, expect, it, vi } from "vitest";
import { getArticle, getAuthorArticles, getBlogCategories, getBlogListing, getSitemapArticles } from "./reader";
import { getDb } from "../db";
import { getLogger } from "../ops/logger";

describe(`the blog when the database cannot be read (${process.env.TEST_DIALECT})`, async () => {
  // A real failure: the table is gone, so every query on it errors. Its revisions go first.
  await getDb().schema.dropTable("post_revisions").execute();
  await getDb().schema.dropTable("blog_post_tags").execute();
  await getDb().schema.dropTable("blog_posts").execute();
  const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => {});

  it("shows the built-in articles and says why in the server log", async () => {
    const listing = await getBlogListing({ category: "SEO" });
    expect(listing.posts.map((p) => p.slug)).toEqual(["seo-best-practices-guide"]);
    expect(listing).toMatchObject({ matched: 1, total: 9 });
    expect(await getBlogCategories()).toHaveLength(9);
    expect(await getSitemapArticles()).toHaveLength(9);
    expect(logged).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      "Reading the blog listing failed; showing the built-in articles instead.",
    );
  });

  it("still serves built-in articles, and nothing else", async () => {
    expect((await getArticle("where-to-host-a-website"))?.builtIn).toBe(true);
    expect(await getArticle("a-stored-post")).toBeUndefined();
  });

  it("reports a failed author read instead of hiding it", async () => {
    await expect(getAuthorArticles("Marcos Silva", {})).rejects.toThrow();
  });
});
