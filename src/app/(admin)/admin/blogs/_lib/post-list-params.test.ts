import { describe, expect, it } from "vitest";
import {
  bulkNoticeText,
  parseBulkNotice,
  parseBulkProblem,
  parsePostIds,
  parsePostListParams,
  postListHref,
  postListReturn,
  withOutcome,
} from "./post-list-params";

describe("the post list's address", () => {
  it("reads every filter and the page, and ignores what it does not expect", () => {
    const params = parsePostListParams({
      q: "  local seo ",
      author: "Emily Carter",
      category: ["SEO", "PPC"],
      tag: "utah",
      status: "scheduled",
      page: "3",
    });
    expect(params).toEqual({
      q: "local seo",
      author: "Emily Carter",
      category: "SEO",
      tag: "utah",
      status: "scheduled",
      page: 3,
    });
    expect(postListHref(params)).toBe(
      "/admin/blogs?q=local+seo&author=Emily+Carter&category=SEO&tag=utah&status=scheduled&page=3",
    );
    expect(parsePostListParams({ status: "deleted", page: "-2", q: "x".repeat(201), author: "" })).toEqual({
      q: undefined,
      author: undefined,
      category: undefined,
      tag: undefined,
      status: undefined,
      page: 1,
    });
    expect(postListHref({ page: 1 })).toBe("/admin/blogs");
  });

  it("says what a bulk action did, or why not", () => {
    expect(parseBulkNotice({ done: "published", count: "3" })).toEqual({ done: "published", count: 3 });
    expect(parseBulkNotice({ done: "vanished", count: "3" })).toBeUndefined();
    expect(parseBulkNotice({ done: "deleted", count: "many" })).toBeUndefined();
    expect(bulkNoticeText("published", 3)).toBe("3 posts published");
    expect(bulkNoticeText("deleted", 1)).toBe("1 post deleted");
    expect(parseBulkProblem({ problem: "none-selected" })).toBe("none-selected");
    expect(parseBulkProblem({ problem: "constructor" })).toBeUndefined();
  });

  it("goes back only to the post list, replacing an earlier outcome", () => {
    expect(postListReturn("/admin/blogs?q=seo")).toBe("/admin/blogs?q=seo");
    for (const elsewhere of ["https://example.com/", "//example.com", "/admin/security", "/admin/blogsx", 7]) {
      expect(postListReturn(elsewhere)).toBe("/admin/blogs");
    }
    expect(withOutcome("/admin/blogs?q=seo&done=deleted&count=2", { done: "published", count: "1" })).toBe(
      "/admin/blogs?q=seo&done=published&count=1",
    );
  });

  it("takes at most a page of positive ids, each once", () => {
    expect(parsePostIds(["3", "1", "3"])).toEqual([3, 1]);
    // The largest id PostgreSQL's integer holds; one more would fail the query, not find nothing.
    expect(parsePostIds(["2147483647"])).toEqual([2147483647]);
    expect(parsePostIds([])).toEqual([]);
    for (const bad of [["0"], ["-1"], ["1.5"], ["1e3"], ["12345678901"], ["2147483648"], [new File([], "x")]]) {
      expect(parsePostIds(bad)).toBeUndefined();
    }
    expect(parsePostIds(Array.from({ length: 51 }, (_, i) => String(i + 1)))).toBeUndefined();
  });
});
