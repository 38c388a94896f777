import { describe, expect, it } from "vitest";
import { readTimeOf, wordCount } from "./read-time";
import { categoryPath, tagLineOf, tagNamesOf, tagsProblem, taxonomyText, termPath } from "./taxonomy";

describe("tags typed in the blog form", () => {
  it("are trimmed, blanks dropped, and kept once per address, first spelling first", () => {
    expect(tagNamesOf(" Local  SEO, utah,, local-seo , Utah ")).toEqual(["Local SEO", "utah"]);
    expect(tagNamesOf("")).toEqual([]);
    expect(tagLineOf(["Local SEO", "utah"])).toBe("Local SEO, utah");
  });

  it("are refused when too many, too long or without a letter or digit", () => {
    expect(tagsProblem("a, b, c")).toBeUndefined();
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `tag${i}`).join(","))).toBe(taxonomyText.tooManyTags);
    expect(tagsProblem("x".repeat(51))).toBe(taxonomyText.tagTooLong);
    expect(tagsProblem("seo, !!!")).toBe(taxonomyText.tagWithoutLetters);
  });
});

describe("addresses of categories and tags", () => {
  it("are the slug of the name", () => {
    expect(categoryPath("Local SEO & Maps")).toBe("/blog/category/local-seo-maps");
    expect(termPath("tag", "utah")).toBe("/blog/tag/utah");
  });
});

describe("read time", () => {
  it("counts words at 230 a minute, a link's address not being one, and never less than a minute", () => {
    expect(wordCount("A [link](https://example.com/a b) here")).toBe(3);
    expect(readTimeOf("word ".repeat(230 * 4))).toBe("4 min read");
    expect(readTimeOf("word ".repeat(230 * 4 + 116))).toBe("5 min read");
    expect(readTimeOf("Short.")).toBe("1 min read");
  });
});
