import { describe, expect, it } from "vitest";
import { UNKNOWN_SOURCE } from "../attribution/visit-source";
import { parseVisitSource, readVisitSource } from "./visit-source";

describe("a lead's source as a form posts it", () => {
  it("keeps well-formed values, trimmed, the referrer's host in lower case", () => {
    const data = new FormData();
    data.set("source_landing_page", "/seo");
    data.set("source_referrer_host", " WWW.Google.com ");
    data.set("source_utm_source", "newsletter");
    data.set("source_utm_medium", "email");
    data.set("source_utm_campaign", "Spring sale – 2026");
    data.set("source_utm_term", "");
    data.set("source_click_id_kind", "gclid");
    data.set("source_form_page", "/contact");
    expect(readVisitSource(data)).toEqual({
      ...UNKNOWN_SOURCE,
      landing_page: "/seo",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "Spring sale – 2026",
      click_id_kind: "gclid",
      form_page: "/contact",
    });
  });

  it("reads nothing from a submission without source fields", () => {
    expect(readVisitSource({ name: "Ana" })).toEqual(UNKNOWN_SOURCE);
  });

  it("drops each forged, oversized or malformed value on its own and keeps the rest", () => {
    expect(
      readVisitSource({
        source_landing_page: "https://evil.example/seo",
        source_referrer_host: "<script>alert(1)</script>",
        source_utm_source: "x".repeat(201),
        source_utm_medium: { nested: "object" },
        source_utm_campaign: "line\nbreak",
        source_utm_term: 42,
        source_utm_content: "kept",
        source_click_id_kind: "Cj0KCQ-the-click-id-itself",
        source_form_page: "//evil.example/contact",
      }),
    ).toEqual({ ...UNKNOWN_SOURCE, utm_content: "kept" });
  });

  it("keeps values at their bounds and keeps a path without its query", () => {
    const source = parseVisitSource({
      landing_page: "/blog/utah-ppc?email=someone@example.com#top",
      form_page: `/${"a".repeat(499)}`,
      utm_source: "x".repeat(200),
      referrer_host: `${"a".repeat(60)}.example.com:8080`,
    });
    expect(source.landing_page).toBe("/blog/utah-ppc");
    expect(source.form_page).toHaveLength(500);
    expect(source.utm_source).toHaveLength(200);
    expect(source.referrer_host).toBe(`${"a".repeat(60)}.example.com:8080`);
    expect(parseVisitSource({ landing_page: `/${"a".repeat(500)}` }).landing_page).toBeNull();
    expect(parseVisitSource({ landing_page: "/a b" }).landing_page).toBeNull();
    expect(parseVisitSource({ landing_page: "/\\evil.example" }).landing_page).toBeNull();
  });
});
