import { describe, expect, it } from "vitest";
import { breadcrumbList } from "./structured-data";

describe("breadcrumbList", () => {
  it("numbers the crumbs and gives each an absolute address", () => {
    expect(
      breadcrumbList("https://example.com", [
        { name: "Home", path: "/" },
        { name: "SEO", path: "/seo" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.com" },
        { "@type": "ListItem", position: 2, name: "SEO", item: "https://example.com/seo" },
      ],
    });
  });
});
