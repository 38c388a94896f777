import { site } from "@/content/site";
import { describe, expect, it } from "vitest";
import { PAGE_VIEW_RETENTION_DAYS } from "@/lib/attribution/periods";
import { privacyPolicy, retentionPeriod } from "./privacy-policy";

describe("the privacy policy's retention period", () => {
  it("says whole years in words with the days, and other periods in days", () => {
    expect(retentionPeriod(730)).toBe("two years (730 days)");
    expect(retentionPeriod(365)).toBe("one year (365 days)");
    expect(retentionPeriod(90)).toBe("90 days");
    expect(retentionPeriod(1)).toBe("1 day");
  });

  it("states LEAD_RETENTION_DAYS's period in the section on keeping information", () => {
    const section = privacyPolicy({ leadRetentionDays: 1095, agency: site }).sections.find(
      (s) => s.heading === "How long we keep it",
    );
    expect(section?.paragraphs[0]).toContain("for three years (1095 days), then delete it automatically");
  });

  it("says what the site counts and records of how visitors came, and how long page views are kept", () => {
    const policy = privacyPolicy({ leadRetentionDays: 730, agency: site });
    const collected = policy.sections.find((s) => s.heading === "Information we collect")?.list?.join("\n");
    expect(collected).toContain("the first page you opened on this site");
    expect(collected).toContain("never the click's identifier");
    expect(collected).toContain("without cookies and without keeping anything about you");
    const keeping = policy.sections.find((s) => s.heading === "How long we keep it")?.paragraphs[0];
    expect(keeping).toContain(`Daily counts of page views are kept for ${retentionPeriod(PAGE_VIEW_RETENTION_DAYS)}`);
    expect(keeping).toContain("Daily counts of page views are kept for 90 days");
  });
});
