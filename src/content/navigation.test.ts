import { describe, expect, it } from "vitest";
import { footerNav, headerNav, isNavGroup } from "./navigation";

// docs/product.md, "Every public page", written out here so that the navigation cannot drift from it.
describe("site navigation", () => {
  it("has the header items in order, with the Services and industries dropdowns", () => {
    const shape = headerNav.map((item) => (isNavGroup(item) ? item.items.map((link) => link.href) : item.href));
    expect(shape).toEqual([
      "/",
      "/case-studies",
      "/about",
      [
        "/services",
        "/seo",
        "/ppc",
        "/social-media-marketing",
        "/email-marketing",
        "/website-development",
        "/content-strategy",
      ],
      ["/dealershipmarketing", "/utah-real-estate-marketing", "/ai-consulting"],
      "/local-business-audit",
      "/blog",
      "/contact",
    ]);
    const labels = headerNav.filter((item) => !isNavGroup(item)).map((item) => item.label);
    expect(labels).toEqual(["Home", "Case Studies", "About", "Free Audit", "Blog", "Contact"]);
    expect(headerNav.filter(isNavGroup)[0]!.label).toBe("Services");
  });

  it("links the footer to its own pages as well", () => {
    const footer = footerNav.flatMap((group) => group.items.map((link) => link.href));
    for (const href of [
      "/utah-marketing-firms",
      "/strategic-consulting",
      "/it-support",
      "/privacy-policy",
      "/terms-of-service",
      "/cookie-policy",
    ]) {
      expect(footer).toContain(href);
    }
  });
});
