import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadsPerDayChart, chartSummary } from "./leads-per-day-chart";

const days = [
  { day: "2026-03-08", leads: 0 },
  { day: "2026-03-09", leads: 4 },
  { day: "2026-03-10", leads: 1 },
];

describe("the leads-per-day chart", () => {
  it("draws a column a day, as tall as its count, named for its day", () => {
    const svg = renderToStaticMarkup(<LeadsPerDayChart days={days} />);
    const heights = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(3);
    expect(heights[0]).toBe(0);
    expect(heights[1]).toBeCloseTo(heights[2]! * 4);
    expect(svg).toContain("<title>March 9, 2026: 4 leads</title>");
    expect(svg).toContain('role="img"');
    expect(svg).not.toContain("<script");
  });

  it("says in words what it shows", () => {
    expect(chartSummary(days)).toBe("5 leads in 3 days; the most on March 9, 2026: 4 leads.");
    expect(chartSummary(days.map((day) => ({ ...day, leads: 0 })))).toBe("No leads in these 3 days.");
  });
});
