import { describe, expect, it } from "vitest";
import { UNKNOWN_SOURCE } from "./visit-source";
import { MAX_LANDING_PAGES, type LeadSourceGroup, leadsByChannel, sourcesReport } from "./sources-report";

const group = (fields: Partial<LeadSourceGroup>): LeadSourceGroup => ({ ...UNKNOWN_SOURCE, leads: 1, ...fields });

describe("the Sources figures", () => {
  it("merge groups that read as the same source and medium", () => {
    expect(
      leadsByChannel([
        group({ landing_page: "/ppc", click_id_kind: "gclid", leads: 2 }),
        group({ landing_page: "/seo", utm_source: "google", utm_medium: "cpc", utm_campaign: "a" }),
        group({ landing_page: "/", referrer_host: "www.google.com", leads: 3 }),
      ]),
    ).toEqual([
      { source: "google", medium: "cpc", leads: 3 },
      { source: "google", medium: "organic", leads: 3 },
    ]);
  });

  it("show the landing pages with the most leads, then views, at most fifty", () => {
    const views = Array.from({ length: 80 }, (_, i) => ({ path: `/blog/post-${i}`, views: i }));
    const report = sourcesReport([group({ landing_page: "/blog/post-0", leads: 2 })], views);
    expect(report.byLandingPage).toHaveLength(MAX_LANDING_PAGES);
    expect(report.byLandingPage[0]).toEqual({ page: "/blog/post-0", views: 0, leads: 2, conversionRate: null });
    expect(report.byLandingPage[1]).toEqual({ page: "/blog/post-79", views: 79, leads: 0, conversionRate: 0 });
  });
});
