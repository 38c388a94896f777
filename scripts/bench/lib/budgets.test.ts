import { describe, expect, it } from "vitest";
import { lighthouseBudgets } from "./budgets";
import type { LighthouseFigures } from "./lighthouse";

const figures = (path: string, performance: number, tbtMs: number): LighthouseFigures => ({
  path,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  cls: 0,
  tbtMs,
  benchmarkIndex: 1500,
  failing: [],
});

describe("lighthouseBudgets", () => {
  const reference = figures("/", 92, 354);

  it("judges each page by its own figures and names the reference page's beside them", () => {
    const lines = lighthouseBudgets([figures("/blog", 99, 80), figures("/contact", 85, 563)], reference);
    const line = (check: string) => lines.find((l) => l.check === check);
    expect(line("Lighthouse /blog: performance")).toMatchObject({ figure: "99 (reference 92)", pass: true });
    expect(line("Lighthouse /blog: TBT")).toMatchObject({ figure: "80 ms (reference 354 ms)", pass: true });
    expect(line("Lighthouse /contact: performance")).toMatchObject({ figure: "85 (reference 92)", pass: false });
    expect(line("Lighthouse /contact: TBT")).toMatchObject({ figure: "563 ms (reference 354 ms)", pass: false });
  });
});
