import { describe, expect, it } from "vitest";
import { lastDays } from "@/lib/attribution/periods";
import { leadsPerDay, sourcesReport } from "@/lib/attribution/sources-report";
import { UNKNOWN_SOURCE, type VisitSource } from "@/lib/attribution/visit-source";
import { getDb } from "../db";
import { addPageViews, countViewsByPath } from "../traffic/page-views";
import { countLeadsBySource, listLeadTimes } from "./lead-sources";
import { insertLead } from "./leads";

/** The "Sources" page's figures, from leads and page views stored as the site stores them. */

// Noon in Utah on March 10, 2026: the last 7 days are March 4 to 10.
const NOW = new Date("2026-03-10T18:00:00Z");

async function lead(receivedAt: string, source: Partial<VisitSource>, spam = false) {
  const stored = await insertLead({
    name: "Ana Souza",
    email: "ana@example.com",
    company: null,
    phone: null,
    message: "Please call me about local SEO.",
    service: null,
    recaptcha_token: null,
    is_spam: spam,
    spam_reason: spam ? "honeypot" : null,
    ...UNKNOWN_SOURCE,
    ...source,
  });
  await getDb()
    .updateTable("contact_submissions")
    .set({ created_at: receivedAt })
    .where("id", "=", stored.id)
    .execute();
}

const adsLanding = { landing_page: "/ppc", utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" };

describe(`leads by source (${process.env.TEST_DIALECT})`, () => {
  it("counts the period's leads by source and medium, campaign and landing page, with views and conversion", async () => {
    // Inside the last 7 days: March 4 begins at 07:00 UTC, March 10 ends at 06:00 UTC on the 11th.
    await lead("2026-03-04T07:00:00.000Z", adsLanding);
    await lead("2026-03-06T15:00:00.000Z", adsLanding);
    await lead("2026-03-06T16:00:00.000Z", { ...adsLanding, utm_campaign: "summer" });
    await lead("2026-03-07T15:00:00.000Z", { landing_page: "/seo", referrer_host: "www.google.com" });
    await lead("2026-03-08T15:00:00.000Z", { landing_page: "/ppc", click_id_kind: "gclid" });
    await lead("2026-03-09T15:00:00.000Z", { landing_page: "/contact" });
    await lead("2026-03-11T05:59:59.000Z", { form_page: "/contact" });
    // Outside: just before the period, after it, and spam.
    await lead("2026-03-04T06:59:59.000Z", adsLanding);
    await lead("2026-03-11T06:00:00.000Z", adsLanding);
    await lead("2026-03-06T15:00:00.000Z", adsLanding, true);
    await addPageViews([
      { day: "2026-03-03", path: "/ppc", views: 1000 },
      { day: "2026-03-04", path: "/ppc", views: 30 },
      { day: "2026-03-10", path: "/ppc", views: 10 },
      { day: "2026-03-05", path: "/seo", views: 50 },
      { day: "2026-03-05", path: "/about", views: 80 },
    ]);

    const range = lastDays(7, NOW);
    expect(range).toMatchObject({ firstDay: "2026-03-04", lastDay: "2026-03-10" });
    const report = sourcesReport(
      await countLeadsBySource(range),
      await countViewsByPath(range.firstDay, range.lastDay),
    );

    expect(report.leads).toBe(7);
    expect(report.bySource).toEqual([
      { source: "google", medium: "cpc", leads: 4 },
      { source: "(direct)", medium: "(none)", leads: 1 },
      { source: "(not set)", medium: "(not set)", leads: 1 },
      { source: "google", medium: "organic", leads: 1 },
    ]);
    expect(report.byCampaign).toEqual([
      { campaign: "(not set)", leads: 4 },
      { campaign: "spring", leads: 2 },
      { campaign: "summer", leads: 1 },
    ]);
    expect(report.byLandingPage).toEqual([
      { page: "/ppc", views: 40, leads: 4, conversionRate: 0.1 },
      { page: "/seo", views: 50, leads: 1, conversionRate: 0.02 },
      { page: "/contact", views: 0, leads: 1, conversionRate: null },
      { page: null, views: null, leads: 1, conversionRate: null },
      { page: "/about", views: 80, leads: 0, conversionRate: 0 },
    ]);

    const perDay = leadsPerDay(range, await listLeadTimes(range));
    expect(perDay.map((day) => day.leads)).toEqual([1, 0, 2, 1, 1, 1, 1]);
    expect(perDay.map((day) => day.day)).toEqual([
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
  });
});
