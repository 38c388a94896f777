import { describe, expect, it } from "vitest";
import { builtInArticles } from "@/content/blog";
import { blogPosting } from "./structured-data";

describe("blogPosting", () => {
  const post = builtInArticles[1]!;

  it("describes the article with absolute addresses and an ISO date", () => {
    expect(blogPosting("https://example.com", post)).toMatchObject({
      "@type": "BlogPosting",
      headline: "SEO Best Practices: A Complete Guide for Local Businesses",
      url: "https://example.com/blog/seo-best-practices-guide",
      image: "https://example.com/blog/seo-best-practices-guide/card.png",
      datePublished: "2025-01-10",
      articleSection: "SEO",
      timeRequired: "PT12M",
      author: { "@type": "Person", name: "Marcos Silva", url: "https://example.com/author/marcos-silva" },
      publisher: { "@id": "https://example.com/#agency" },
    });
  });

  it("names an author without a profile, without a link", () => {
    expect(blogPosting("https://example.com", { ...post, author: "Guest Writer" }).author).toEqual({
      "@type": "Person",
      name: "Guest Writer",
    });
  });
});
