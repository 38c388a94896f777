import { describe, expect, it } from "vitest";
import { configuredSocialProfiles } from "@/content/site";
import { agencyOrganization, breadcrumbList } from "./structured-data";

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

describe("agencyOrganization", () => {
  it("describes the agency's contact details, hours and profiles", () => {
    const org = agencyOrganization("https://example.com");
    expect(org["@type"]).toBe("ProfessionalService");
    expect(org.address).toMatchObject({ addressLocality: "Salt Lake City", addressRegion: "UT" });
    expect(org.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(org.sameAs).toEqual(configuredSocialProfiles().map((p) => p.url));
  });
});
