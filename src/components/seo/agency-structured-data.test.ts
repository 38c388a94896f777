import { describe, expect, it } from "vitest";
import { builtInArticles } from "@/content/blog";
import { configuredSocialProfiles, site } from "@/content/site";
import { agencyOrganization, article, blogPosting } from "./agency-structured-data";

describe("blogPosting", () => {
  const post = builtInArticles[1]!;
  const marcos = { id: "marcos-silva", name: "Marcos Silva", role: "Digital Marketing Strategist", links: [] };

  it("describes the article with absolute addresses and an ISO date", () => {
    expect(blogPosting("https://example.com", post, site, marcos)).toMatchObject({
      "@type": "BlogPosting",
      headline: "SEO Best Practices: A Complete Guide for Local Businesses",
      url: "https://example.com/blog/seo-best-practices-guide",
      image: "https://example.com/blog/seo-best-practices-guide/card.png",
      datePublished: "2025-01-10",
      articleSection: "SEO",
      timeRequired: "PT12M",
      author: {
        "@type": "Person",
        name: "Marcos Silva",
        jobTitle: "Digital Marketing Strategist",
        url: "https://example.com/author/marcos-silva",
      },
      publisher: { "@id": "https://example.com/#agency" },
    });
  });

  it("links the author's profiles elsewhere, and leaves out an empty role", () => {
    const links = ["https://www.linkedin.com/in/jo-example"];
    expect(
      blogPosting("https://example.com", post, site, { id: "jo-example", name: "Jo Example", role: "", links }).author,
    ).toEqual({ "@type": "Person", name: "Jo Example", url: "https://example.com/author/jo-example", sameAs: links });
  });

  it("names an author without a profile, without a link", () => {
    expect(blogPosting("https://example.com", { ...post, author: "Guest Writer" }, site).author).toEqual({
      "@type": "Person",
      name: "Guest Writer",
    });
  });
});

describe("agencyOrganization", () => {
  it("describes the agency's contact details, hours and profiles", () => {
    const org = agencyOrganization("https://example.com", site);
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
    expect(org.sameAs).toEqual(configuredSocialProfiles(site).map((p) => p.url));
  });
});

describe("article", () => {
  const facts = {
    headline: "Nine tips",
    description: "Tips for agents.",
    path: "/tips",
    datePublished: "2025-03-04",
    author: { name: "Ana Silva", jobTitle: "Founder" },
    image: "/images/tips.svg",
  };

  it("gives absolute addresses and names the agency as publisher", () => {
    const data = article("https://example.com", facts, site);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Nine tips",
      url: "https://example.com/tips",
      mainEntityOfPage: { "@id": "https://example.com/tips" },
      image: "https://example.com/images/tips.svg",
      author: { "@type": "Person", name: "Ana Silva", jobTitle: "Founder" },
      publisher: { "@id": "https://example.com/#agency", name: "Resgatar Marketing" },
    });
  });

  it("names no author when the site has none to name", () => {
    const { author: _author, ...unsigned } = facts;
    expect(article("https://example.com", unsigned, site)).not.toHaveProperty("author");
  });

  it("uses the publication date as the modification date unless one is given", () => {
    expect(article("https://example.com", facts, site).dateModified).toBe("2025-03-04");
    expect(article("https://example.com", { ...facts, dateModified: "2025-05-01" }, site).dateModified).toBe(
      "2025-05-01",
    );
  });
});
