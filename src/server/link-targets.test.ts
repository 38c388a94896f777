import { describe, expect, it } from "vitest";
import { matchingPages, sitePages } from "./link-targets";

describe("the link dialog's pages", () => {
  it("names each fixed page as the site's menus do", () => {
    expect(sitePages).toContainEqual({ title: "SEO", path: "/seo", kind: "page" });
    expect(sitePages).toContainEqual({ title: "Contact", path: "/contact", kind: "page" });
    expect(new Set(sitePages.map((page) => page.path)).size).toBe(sitePages.length);
  });

  it("finds the pages whose name or address holds every word typed, case aside, up to the limit", () => {
    expect(matchingPages("seo", 10).map((page) => page.path)).toEqual(["/seo"]);
    expect(matchingPages("email MARKETING", 10).map((page) => page.path)).toEqual(["/email-marketing"]);
    expect(matchingPages("", 3)).toHaveLength(3);
    expect(matchingPages("no such page anywhere", 10)).toEqual([]);
  });
});
