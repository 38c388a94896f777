import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("lower-cases, drops punctuation and joins words with single hyphens", () => {
    expect(slugify("Children's Privacy")).toBe("childrens-privacy");
    expect(slugify("  10 SEO Tips -- for 2025!  ")).toBe("10-seo-tips-for-2025");
    expect(slugify("PPC & Google Ads: A Guide")).toBe("ppc-google-ads-a-guide");
  });

  it("keeps accented letters as their plain form", () => {
    expect(slugify("Café Marketing")).toBe("cafe-marketing");
  });

  it("returns an empty slug when nothing is left", () => {
    expect(slugify("!!!")).toBe("");
  });
});
