import { describe, expect, it } from "vitest";
import { builtInArticles } from "@/content/blog";
import { getDb } from "../db";
import { keepBuiltInArticles, shouldOfferBuiltIns, startWithoutBuiltIns } from "./built-in-offer";
import { getPostBySlug, hasStoredPosts, insertPost } from "./posts";
import { getBlogListing } from "./reader";

const forget = () => getDb().deleteFrom("app_settings").where("key", "=", "blog_built_in_articles").execute();

describe(`the built-in articles offer (${process.env.TEST_DIALECT})`, () => {
  it("is made while no post is stored and nobody has answered it", async () => {
    expect(await hasStoredPosts()).toBe(false);
    expect(await shouldOfferBuiltIns()).toBe(true);
    await startWithoutBuiltIns();
    expect(await shouldOfferBuiltIns()).toBe(false);
    await forget();
    expect(await shouldOfferBuiltIns()).toBe(true);
  });

  it("keeps the nine articles as published posts with their dates and read times; the first post adds to them", async () => {
    const by = { account: "owner@example.test", ip: "203.0.113.7" };
    expect(await keepBuiltInArticles(by)).toBe(9);
    expect(await shouldOfferBuiltIns()).toBe(false);
    for (const article of builtInArticles) {
      const stored = await getPostBySlug(article.slug);
      expect(stored).toMatchObject({
        title: article.title,
        status: "published",
        published_at: article.published_at,
        readTime: article.readTime,
        content: article.content,
      });
    }
    // Importing again adds nothing.
    expect(await keepBuiltInArticles(by)).toBe(0);

    await insertPost({
      slug: "our-first-post",
      title: "Our first own post",
      excerpt: "The first post the agency writes in the admin area.",
      cover: "/images/blog/default-cover.svg",
      author: "Emily Carter",
      category: "Company News",
      content: "A body of our own.",
    });
    const listing = await getBlogListing({});
    expect(listing.total).toBe(10);
    expect(listing.posts.map((p) => p.slug)).toEqual(expect.arrayContaining(builtInArticles.map((a) => a.slug)));
  });

  it("is not made once a post is stored, whatever was answered", async () => {
    await forget();
    expect(await shouldOfferBuiltIns()).toBe(false);
  });
});
