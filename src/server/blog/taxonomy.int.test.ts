import { describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import { listAuditLog } from "../auth/audit-log";
import { getPostById, insertPost, updatePost } from "./posts";
import { listPublishedPostsByTag } from "./published-posts";
import { getCategoryArticles, getSitemapTermPaths, getTagArticles } from "./reader";
import { loadRedirects } from "./redirects";
import { listRevisions } from "./revisions";
import { describeTerm, getTerm, listCategories, listTags, moveCategory, moveTag } from "./taxonomy";

const post = (slug: string, fields: Partial<NewPost> = {}): NewPost => ({
  slug,
  title: `A post called ${slug}`,
  excerpt: "A post whose category and tags the admin renames and merges.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  category: "Local SEO",
  content: "A short body.",
  ...fields,
});

const admin = { account: "owner@example.test", ip: "203.0.113.7" };

describe(`categories and tags (${process.env.TEST_DIALECT})`, () => {
  it("lists categories and tags with their posts counted and their descriptions", async () => {
    await insertPost(post("seo-one", { tags: "Utah, Plumbers" }));
    await insertPost(post("seo-two", { tags: "utah", status: "draft" }));
    await insertPost(post("ppc-one", { category: "PPC", tags: "Ads" }));
    expect(await describeTerm("category", "Local SEO", "Getting found by neighbours.", admin)).toBe(true);
    expect(await describeTerm("tag", "Utah", "Articles for Utah businesses.", admin)).toBe(true);
    expect(await describeTerm("category", "Nobody Uses This", "text")).toBe(false);
    expect(await describeTerm("tag", "no-such-tag", "text")).toBe(false);

    expect(await listCategories()).toEqual([
      { name: "Local SEO", slug: "local-seo", description: "Getting found by neighbours.", posts: 2 },
      { name: "PPC", slug: "ppc", description: "", posts: 1 },
    ]);
    expect(await listTags()).toEqual([
      { name: "Ads", slug: "ads", description: "", posts: 1 },
      { name: "Plumbers", slug: "plumbers", description: "", posts: 1 },
      { name: "Utah", slug: "utah", description: "Articles for Utah businesses.", posts: 2 },
    ]);
    expect((await listAuditLog({ limit: 2 })).entries.map((e) => e.text)).toEqual([
      "Tag described",
      "Category described",
    ]);
  });

  it("serves a category's and a tag's public articles only, and lists their pages for the sitemap", async () => {
    const category = await getCategoryArticles("local-seo", { limit: 10 });
    expect(category?.name).toBe("Local SEO");
    expect(category?.articles.posts.map((p) => p.slug)).toEqual(["seo-one"]);
    expect(await getCategoryArticles("no-such-category", { limit: 10 })).toBeUndefined();
    expect((await getTagArticles("utah", { limit: 10 })).posts.map((p) => p.slug)).toEqual(["seo-one"]);
    expect((await listPublishedPostsByTag("ut\0ah")).matched).toBe(0);
    expect((await getSitemapTermPaths()).sort()).toEqual([
      "/blog/category/local-seo",
      "/blog/category/ppc",
      "/blog/tag/ads",
      "/blog/tag/plumbers",
      "/blog/tag/utah",
    ]);
  });

  it("renames a category: its posts follow with a revision each, its description follows, its old page redirects", async () => {
    const result = await moveCategory("Local SEO", "Search Marketing", admin);
    expect(result).toEqual({ ok: true, moved: 2 });
    const moved = (await listCategories()).find((c) => c.slug === "search-marketing");
    expect(moved).toEqual({
      name: "Search Marketing",
      slug: "search-marketing",
      description: "Getting found by neighbours.",
      posts: 2,
    });
    const seoOne = (await getCategoryArticles("search-marketing", { limit: 10 }))!.articles.posts[0]!;
    expect((await listRevisions(seoOne.id))[0]).toMatchObject({ actor: admin.account, changed: ["category"] });
    expect((await loadRedirects()).get("/blog/category/local-seo")).toBe("/blog/category/search-marketing");
    expect((await listAuditLog({ limit: 10 })).entries.map((e) => e.text)).toEqual(
      expect.arrayContaining(["Category renamed", "Redirect added", "Post updated"]),
    );
    expect(await moveCategory("Local SEO", "Anything", admin)).toEqual({ ok: false, problem: "notFound" });
    expect(await moveCategory("PPC", "PPC", admin)).toEqual({ ok: false, problem: "sameName" });
    expect(await moveCategory("PPC", "!!", admin)).toEqual({ ok: false, problem: "noLetters" });
  });

  it("merges a category into another: one category, the target's description kept, redirects without chains", async () => {
    await describeTerm("category", "PPC", "Paid search.");
    expect(await moveCategory("Search Marketing", "ppc", admin)).toEqual({ ok: true, moved: 2 });
    expect(await listCategories()).toEqual([{ name: "PPC", slug: "ppc", description: "Paid search.", posts: 3 }]);
    const redirects = await loadRedirects();
    expect(redirects.get("/blog/category/search-marketing")).toBe("/blog/category/ppc");
    // A→B then B→C leaves A→C.
    expect(redirects.get("/blog/category/local-seo")).toBe("/blog/category/ppc");
    expect((await listAuditLog({ limit: 10 })).entries.map((e) => e.text)).toContain("Category merged");

    // A post in a category that was renamed away makes its page again: the redirect goes.
    await insertPost(post("seo-again", { category: "Local SEO" }));
    expect((await loadRedirects()).has("/blog/category/local-seo")).toBe(false);
  });

  it("renames a tag: each post's tags say the new name, with a revision; the description and page follow", async () => {
    expect(await moveTag("utah", "Salt Lake City", admin)).toEqual({ ok: true, moved: 2 });
    expect(await getTerm("tag", "utah")).toBeUndefined();
    expect(await getTerm("tag", "salt-lake-city")).toEqual({
      name: "Salt Lake City",
      slug: "salt-lake-city",
      description: "Articles for Utah businesses.",
    });
    const tagged = (await getTagArticles("salt-lake-city", { limit: 10 })).posts[0]!;
    expect((await getPostById(tagged.id))!.tags).toBe("Plumbers, Salt Lake City");
    expect((await listRevisions(tagged.id))[0]!.changed).toEqual(["tags"]);
    expect((await loadRedirects()).get("/blog/tag/utah")).toBe("/blog/tag/salt-lake-city");
    // Only the spelling: the same address, no redirect, no revision.
    expect(await moveTag("salt-lake-city", "salt lake city", admin)).toEqual({ ok: true, moved: 2 });
    expect((await getTerm("tag", "salt-lake-city"))!.name).toBe("salt lake city");
    expect(await moveTag("no-such-tag", "Anything")).toEqual({ ok: false, problem: "notFound" });
  });

  it("merges a tag into another: a post that had both keeps one", async () => {
    const both = await insertPost(post("both-tags", { tags: "Ads, Plumbers" }));
    expect(await moveTag("plumbers", "Ads", admin)).toEqual({ ok: true, moved: 2 });
    expect((await getPostById(both.id))!.tags).toBe("Ads");
    expect((await listTags()).map((t) => [t.name, t.posts])).toEqual([
      ["Ads", 3],
      ["salt lake city", 2],
    ]);
    expect((await loadRedirects()).get("/blog/tag/plumbers")).toBe("/blog/tag/ads");
    expect((await listAuditLog({ limit: 5 })).entries.map((e) => e.text)).toContain("Tag merged");

    // A new tag at an address a merge redirected makes its page again.
    await updatePost(both.id, { tags: "Ads, Plumbers" });
    expect((await loadRedirects()).has("/blog/tag/plumbers")).toBe(false);
  });
});
