import type { PageWeight } from "./first-load-js";
import type { LighthouseFigures, PageLighthouse } from "./lighthouse";
import type { Throughput } from "./throughput";

/** One line of the report: a measured figure against its budget. */
export interface BudgetLine {
  check: string;
  figure: string;
  budget: string;
  pass: boolean;
}

export const KB = 1000;
export const MB = 1000 * 1000;

export const LIGHTHOUSE_MIN_PERFORMANCE = 99;
/** A page's largest paint with its scripts, at most this many times the same page's without them. */
export const MAX_LCP_RATIO = 1.15;
export const MAX_CLS = 0.02;
export const MAX_TBT_MS = 100;
export const MARKETING_JS_ALLOWANCE = 15 * KB;
export const BLOG_JS_ALLOWANCE = 25 * KB;
export const MAX_P99_MS = 100;
export const MAX_SERVER_RSS = 300 * MB;

/** Blog pages may carry more script than marketing pages (search, filters, paging). */
export function isBlogPage(path: string): boolean {
  return path === "/blog" || path.startsWith("/blog/") || path.startsWith("/author/");
}

/**
 * Each page's Lighthouse figures; performance and TBT also name the one-line reference page's,
 * and the largest paint is set against the same page's with its scripts blocked.
 */
export function lighthouseBudgets(pages: PageLighthouse[], reference: LighthouseFigures): BudgetLine[] {
  return pages.flatMap(({ withScripts: p, withoutScripts }) => [
    {
      check: `Lighthouse ${p.path}: performance`,
      figure: `${p.performance} (reference ${reference.performance})`,
      budget: `≥ ${LIGHTHOUSE_MIN_PERFORMANCE}`,
      pass: p.performance >= LIGHTHOUSE_MIN_PERFORMANCE,
    },
    {
      check: `Lighthouse ${p.path}: accessibility`,
      figure: String(p.accessibility),
      budget: "100",
      pass: p.accessibility === 100,
    },
    {
      check: `Lighthouse ${p.path}: best practices`,
      figure: String(p.bestPractices),
      budget: "100",
      pass: p.bestPractices === 100,
    },
    { check: `Lighthouse ${p.path}: SEO`, figure: String(p.seo), budget: "100", pass: p.seo === 100 },
    { check: `Lighthouse ${p.path}: CLS`, figure: p.cls.toFixed(3), budget: `< ${MAX_CLS}`, pass: p.cls < MAX_CLS },
    {
      check: `Lighthouse ${p.path}: TBT`,
      figure: `${p.tbtMs.toFixed(0)} ms (reference ${reference.tbtMs.toFixed(0)} ms)`,
      budget: `< ${MAX_TBT_MS} ms`,
      pass: p.tbtMs < MAX_TBT_MS,
    },
    {
      check: `Lighthouse ${p.path}: LCP ÷ LCP without scripts`,
      figure: `${(p.lcpMs / withoutScripts.lcpMs).toFixed(2)} (${p.lcpMs.toFixed(0)} ms ÷ ${withoutScripts.lcpMs.toFixed(0)} ms)`,
      budget: `≤ ${MAX_LCP_RATIO}`,
      pass: p.lcpMs <= withoutScripts.lcpMs * MAX_LCP_RATIO,
    },
  ]);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export function javascriptBudgets(pages: PageWeight[], floor: PageWeight): BudgetLine[] {
  return pages.map((p) => {
    const allowance = isBlogPage(p.path) ? BLOG_JS_ALLOWANCE : MARKETING_JS_ALLOWANCE;
    return {
      check: `First-load JS ${p.path}`,
      figure: `${kb(p.bytes)} (floor + ${kb(p.bytes - floor.bytes)})`,
      budget: `≤ floor + ${kb(allowance)}`,
      pass: p.bytes <= floor.bytes + allowance,
    };
  });
}

/** Minimum share of the reference page's requests per second, by address. */
export function throughputBudgets(
  pages: { throughput: Throughput; path: string; minRatio: number }[],
  reference: Throughput,
): BudgetLine[] {
  return pages.flatMap(({ throughput: t, path, minRatio }) => {
    const ratio = t.requestsPerSecond / reference.requestsPerSecond;
    const clean = t.non2xx === 0 && t.errors === 0;
    return [
      {
        check: `Throughput ${path}`,
        figure: `${t.requestsPerSecond.toFixed(0)} req/s (${ratio.toFixed(2)} × reference)${clean ? "" : `, ${t.non2xx} non-2xx, ${t.errors} errors`}`,
        budget: `≥ ${minRatio} × reference`,
        pass: clean && ratio >= minRatio,
      },
      {
        check: `p99 latency ${path}`,
        figure: `${t.p99Ms.toFixed(0)} ms`,
        budget: `< ${MAX_P99_MS} ms`,
        pass: t.p99Ms < MAX_P99_MS,
      },
    ];
  });
}

export function memoryBudget(afterBytes: number, peakBytes: number): BudgetLine {
  return {
    check: "Server memory (RSS) after the run",
    figure: `${(afterBytes / MB).toFixed(0)} MB (peak ${(peakBytes / MB).toFixed(0)} MB)`,
    budget: `< ${MAX_SERVER_RSS / MB} MB`,
    pass: afterBytes < MAX_SERVER_RSS,
  };
}

/** The report as a markdown table, which also reads well in a terminal. */
export function budgetTable(lines: BudgetLine[]): string {
  const rows = lines.map((l) => `| ${l.check} | ${l.figure} | ${l.budget} | ${l.pass ? "PASS" : "FAIL"} |`);
  return ["| Check | Figure | Budget | Result |", "| ----- | -----: | -----: | ------ |", ...rows].join("\n");
}
