import { describe, expect, it } from "vitest";
import { lighthouseBudgets } from "./budgets";
import type { LighthouseFigures, PageLighthouse } from "./lighthouse";

const figures = (path: string, performance: number, tbtMs: number, lcpMs = 1000): LighthouseFigures => ({
  path,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  cls: 0,
  tbtMs,
  benchmarkIndex: 1500,
  failing: [],
});

const page = (withScripts: LighthouseFigures, withoutLcpMs = 1000): PageLighthouse => ({
  path: withScripts.path,
  withScripts,
  withoutScripts: figures(withScripts.path, 100, 0, withoutLcpMs),
});

describe("lighthouseBudgets", () => {
  const reference = figures("/", 92, 354);

  it("judges each page by its own figures and names the reference page's beside them", () => {
    const lines = lighthouseBudgets([page(figures("/blog", 99, 80)), page(figures("/contact", 85, 563))], reference);
    const line = (check: string) => lines.find((l) => l.check === check);
    expect(line("Lighthouse /blog: performance")).toMatchObject({ figure: "99 (reference 92)", pass: true });
    expect(line("Lighthouse /blog: TBT")).toMatchObject({ figure: "80 ms (reference 354 ms)", pass: true });
    expect(line("Lighthouse /contact: performance")).toMatchObject({ figure: "85 (reference 92)", pass: false });
    expect(line("Lighthouse /contact: TBT")).toMatchObject({ figure: "563 ms (reference 354 ms)", pass: false });
  });

  it("holds the largest paint within 1.15 times the same page's without scripts", () => {
    const lines = lighthouseBudgets(
      [page(figures("/", 99, 50, 1500), 1400), page(figures("/blog", 99, 50, 2300), 1400)],
      reference,
    );
    const line = (check: string) => lines.find((l) => l.check === check);
    expect(line("Lighthouse /: LCP ÷ LCP without scripts")).toMatchObject({
      figure: "1.07 (1500 ms ÷ 1400 ms)",
      pass: true,
    });
    expect(line("Lighthouse /blog: LCP ÷ LCP without scripts")).toMatchObject({
      figure: "1.64 (2300 ms ÷ 1400 ms)",
      pass: false,
    });
  });
});
