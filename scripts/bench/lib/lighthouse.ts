import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../../e2e/support/chromium";
import { freePort } from "../../../e2e/support/free-port";
import { stopProcess, waitUntilUp } from "../../../e2e/support/site-server";

export const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseFigures {
  path: string;
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed (higher is faster), which TBT depends on. */
  benchmarkIndex: number;
  /** Audits that did not pass in the median run of each category, to say why a score is short. */
  failing: string[];
}

interface Browser {
  port: number;
  close(): Promise<void>;
}

/** The system Chromium (CHROME_PATH, else /usr/bin/chromium), with a debugging port for Lighthouse. */
async function launchChromium(): Promise<Browser> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-chromium-"));
  const child: ChildProcess = spawn(
    chromiumPath,
    ["--headless", ...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  await waitUntilUp(`http://127.0.0.1:${port}/json/version`, child, 30_000, "Chromium");
  return {
    port,
    close: async () => {
      await stopProcess(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Run = Omit<LighthouseFigures, "path">;

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/** Lighthouse's default (mobile) preset, RUNS times per page; each figure is the median of its runs. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseFigures[]> {
  const browser = await launchChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const urlPath of paths) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(browser.port, baseUrl + urlPath));
      const of = (key: Exclude<keyof Run, "failing">) => median(runs.map((run) => run[key]));
      const page: LighthouseFigures = {
        path: urlPath,
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        lcpMs: of("lcpMs"),
        cls: of("cls"),
        tbtMs: of("tbtMs"),
        benchmarkIndex: of("benchmarkIndex"),
        failing: [...new Set(runs.flatMap((run) => run.failing))],
      };
      console.info(
        `${urlPath}: performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page.bestPractices}, SEO ${page.seo}, LCP ${page.lcpMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, TBT ${page.tbtMs.toFixed(0)} ms`,
      );
      figures.push(page);
    }
    return figures;
  } finally {
    await browser.close();
  }
}
