import { describe, expect, it } from "vitest";
import { categoriesOf, normalizeQuery, queryPosts } from "./query";
import { middayOf } from "@/lib/dates";
import type { PostSummary } from "./types";

const post = (id: number, title: string, category: string, day: string, excerpt = "An excerpt."): PostSummary => ({
  id,
  slug: `post-${id}`,
  title,
  excerpt,
  cover: "/images/blog/default-cover.svg",
  published_at: middayOf(day).toISOString(),
  author: "Marcos Silva",
  readTime: "5 min read",
  category,
});

const posts = [
  post(1, "Winter SEO checklist", "SEO", "2024-12-01"),
  post(2, "bidding on brand terms", "PPC", "2025-06-15"),
  post(3, "Local SEO in 2025", "SEO", "2025-01-05", "Maps, reviews and 100% real pages."),
  post(4, "Reels for roofers", "Social Media", "2025-01-05"),
  post(5, "Ad copy that converts", "ppc", "2025-03-03"),
];
const ids = (query: Parameters<typeof queryPosts>[1]) => queryPosts(posts, query).posts.map((p) => p.id);

describe("queryPosts", () => {
  it("sorts by the publication date, newest first, ties to the higher id", () => {
    expect(ids({})).toEqual([2, 5, 4, 3, 1]);
  });

  it("sorts by title and by category alphabetically, ignoring case", () => {
    expect(ids({ sort: "title" })).toEqual([5, 2, 3, 4, 1]);
    expect(ids({ sort: "category" })).toEqual([2, 5, 3, 1, 4]);
  });

  it("searches title, excerpt and category, ignoring case", () => {
    expect(ids({ search: "LOCAL seo" })).toEqual([3]);
    expect(ids({ search: "100%" })).toEqual([3]);
    expect(ids({ search: "social" })).toEqual([4]);
    expect(ids({ search: "seo" })).toEqual([3, 1]);
    expect(ids({ search: "   " })).toEqual([2, 5, 4, 3, 1]);
  });

  it("filters by the exact category", () => {
    expect(ids({ category: "PPC" })).toEqual([2]);
    expect(ids({ category: "ppc" })).toEqual([5]);
    expect(ids({ category: "SEO", search: "winter" })).toEqual([1]);
  });

  it("slices a page and counts the matches and every post", () => {
    expect(queryPosts(posts, { offset: 1, limit: 2 })).toMatchObject({ matched: 5, total: 5 });
    expect(ids({ offset: 1, limit: 2 })).toEqual([5, 4]);
    expect(queryPosts(posts, { search: "seo", limit: 1 })).toMatchObject({ matched: 2, total: 5 });
    expect(ids({ offset: 10 })).toEqual([]);
  });

  it("does not reorder the list it is given", () => {
    queryPosts(posts, { sort: "title" });
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("normalizeQuery", () => {
  it("drops blank filters, unknown sorts and bad slices", () => {
    expect(normalizeQuery({ search: " ", category: "", sort: "price" as never, offset: -3, limit: 1000 })).toEqual({
      search: undefined,
      category: undefined,
      sort: "date",
      offset: 0,
      limit: 100,
    });
  });
});

describe("categoriesOf", () => {
  it("lists each category once, alphabetically", () => {
    expect(categoriesOf(posts)).toEqual(["PPC", "ppc", "SEO", "Social Media"]);
  });
});
