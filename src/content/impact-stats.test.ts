import { describe, expect, it } from "vitest";
import { impactStatsFor } from "./impact-stats";

describe("impactStatsFor", () => {
  it("shows the agency's own figures by default", () => {
    const labels = impactStatsFor("/").stats.map((s) => `${s.value} ${s.label}`);
    expect(labels).toEqual([
      "13+ Years in business",
      "Millions Of ad impressions delivered",
      "25k+ Leads generated for clients",
      "$500k+ Marketing budget managed",
    ]);
    expect(impactStatsFor("/seo")).toBe(impactStatsFor("/"));
  });

  it("switches to paid-search, e-mail and content figures on their pages", () => {
    expect(impactStatsFor("/ppc").heading).toBe("Why paid search pays");
    expect(impactStatsFor("/email-marketing").stats[2]).toEqual({
      value: "$40",
      label: "Average return for every $1 spent on e-mail",
    });
    for (const path of ["/blog", "/blog/seo-best-practices-guide", "/en/blog"]) {
      expect(impactStatsFor(path).heading).toBe("Content that earns trust");
    }
  });
});
