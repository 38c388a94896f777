import { describe, expect, it } from "vitest";
import { privacyPolicy, retentionPeriod } from "./privacy-policy";

describe("the privacy policy's retention period", () => {
  it("says whole years in words with the days, and other periods in days", () => {
    expect(retentionPeriod(730)).toBe("two years (730 days)");
    expect(retentionPeriod(365)).toBe("one year (365 days)");
    expect(retentionPeriod(90)).toBe("90 days");
    expect(retentionPeriod(1)).toBe("1 day");
  });

  it("states LEAD_RETENTION_DAYS's period in the section on keeping information", () => {
    const section = privacyPolicy({ leadRetentionDays: 1095 }).sections.find(
      (s) => s.heading === "How long we keep it",
    );
    expect(section?.paragraphs[0]).toContain("for three years (1095 days), then delete it automatically");
  });
});
