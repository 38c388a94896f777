import { describe, expect, it } from "vitest";
import { PAGE_VIEW_RETENTION_DAYS, SOURCE_PERIODS, lastDays, sourcePeriodOf } from "./periods";

describe("the Sources page's periods", () => {
  it("reads ?days= as 7, 30 or 90, anything else as 30", () => {
    expect(sourcePeriodOf("7")).toBe(7);
    expect(sourcePeriodOf("90")).toBe(90);
    for (const other of [undefined, "", "365", "7.0", ["7"], "abc"]) expect(sourcePeriodOf(other)).toBe(30);
  });

  it("are calendar days in Utah, today included", () => {
    // 03:00 UTC on March 10 is still March 9 in Utah.
    expect(lastDays(7, new Date("2026-03-10T03:00:00Z"))).toEqual({
      firstDay: "2026-03-03",
      lastDay: "2026-03-09",
      from: new Date("2026-03-03T07:00:00Z"),
      // Daylight time began at 2 AM on March 8.
      until: new Date("2026-03-10T06:00:00Z"),
    });
  });

  it("never reach further back than page views are kept", () => {
    expect(PAGE_VIEW_RETENTION_DAYS).toBeGreaterThanOrEqual(Math.max(...SOURCE_PERIODS));
  });
});
