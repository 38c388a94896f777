import { describe, expect, it } from "vitest";
import {
  emptyReason,
  type ListingParams,
  listingHref,
  listingWindow,
  pageCountOf,
  parseListingParams,
  resultLine,
} from "./listing";

const params = (overrides: Partial<ListingParams> = {}): ListingParams => ({
  search: "",
  category: "",
  sort: "date",
  page: 1,
  ...overrides,
});

describe("parseListingParams", () => {
  it("reads the filters from the address", () => {
    expect(parseListingParams({ search: " seo ", category: "PPC", sort: "title", page: "3" })).toEqual(
      params({ search: "seo", category: "PPC", sort: "title", page: 3 }),
    );
  });

  it("falls back to the defaults for missing or odd values", () => {
    expect(parseListingParams({})).toEqual(params());
    expect(parseListingParams({ sort: "price", page: "-2" })).toEqual(params());
    expect(parseListingParams({ page: "2.5" })).toEqual(params());
    expect(parseListingParams({ page: "abc" })).toEqual(params());
    // A number no listing reaches: an offset this large would overflow the database's integer.
    expect(parseListingParams({ page: "1e308" })).toEqual(params());
    expect(parseListingParams({ page: "100001" })).toEqual(params());
    expect(parseListingParams({ page: "100000" })).toEqual(params({ page: 100_000 }));
    expect(parseListingParams({ search: ["first", "second"] }).search).toBe("first");
  });

  it("caps very long filters", () => {
    expect(parseListingParams({ search: "x".repeat(5000) }).search).toHaveLength(100);
  });
});

describe("listingWindow and pageCountOf", () => {
  it("features the first article and shows 24 more on the first unfiltered page", () => {
    expect(listingWindow(params())).toEqual({ offset: 0, limit: 25, featured: true });
    expect(listingWindow(params({ sort: "title" }))).toEqual({ offset: 0, limit: 25, featured: true });
  });

  it("pages through the rest after the featured article", () => {
    expect(listingWindow(params({ page: 2 }))).toEqual({ offset: 25, limit: 24, featured: false });
    expect(listingWindow(params({ page: 3 }))).toEqual({ offset: 49, limit: 24, featured: false });
    expect(pageCountOf(9, params())).toBe(1);
    expect(pageCountOf(25, params())).toBe(1);
    expect(pageCountOf(26, params())).toBe(2);
    expect(pageCountOf(10_000, params())).toBe(417);
  });

  it("pages through every match when filtered, without a featured article", () => {
    expect(listingWindow(params({ search: "seo" }))).toEqual({ offset: 0, limit: 24, featured: false });
    expect(listingWindow(params({ category: "SEO", page: 2 }))).toEqual({ offset: 24, limit: 24, featured: false });
    expect(pageCountOf(24, params({ search: "seo" }))).toBe(1);
    expect(pageCountOf(25, params({ search: "seo" }))).toBe(2);
    expect(pageCountOf(0, params({ search: "seo" }))).toBe(1);
  });
});

describe("resultLine", () => {
  it("counts the matches against every article", () => {
    expect(resultLine(params(), 9, 9)).toBe("Showing 9 of 9 articles");
    expect(resultLine(params({ search: "seo" }), 2, 9)).toBe('Showing 2 of 9 articles for "seo"');
    expect(resultLine(params({ category: "PPC" }), 1, 9)).toBe("Showing 1 of 9 articles in PPC");
    expect(resultLine(params({ search: "ads", category: "PPC" }), 1, 9)).toBe(
      'Showing 1 of 9 articles for "ads" in PPC',
    );
    expect(resultLine(params(), 10_000, 10_000)).toBe("Showing 10,000 of 10,000 articles");
  });
});

describe("emptyReason", () => {
  it("gives the reason for the filter in use", () => {
    expect(emptyReason(params({ search: "zebra", category: "SEO" }))).toBe('No articles match your search for "zebra"');
    expect(emptyReason(params({ category: "Podcasts" }))).toBe("No articles found in the Podcasts category");
    expect(emptyReason(params())).toBe("No articles available at the moment.");
  });
});

describe("listingHref", () => {
  it("writes only what differs from the defaults", () => {
    expect(listingHref(params())).toBe("/blog");
    expect(listingHref(params({ page: 2 }))).toBe("/blog?page=2");
    expect(listingHref(params({ search: "local seo", category: "SEO & Local", sort: "title", page: 3 }))).toBe(
      "/blog?search=local+seo&category=SEO+%26+Local&sort=title&page=3",
    );
  });
});
