import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../../e2e/support/chromium";
import { freePort } from "../../../e2e/support/free-port";
import { stopProcess, waitUntilUp } from "../../../e2e/support/site-server";
import { atFullSpeed, UnfinishedRunError, waitForQuiet, watchOtherWork } from "./quiet";

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
  /** Audits that did not pass in at least one of the runs, to say why a score is short or may become so. */
  failing: string[];
}

/** A page measured as visitors get it and with its scripts blocked, as if JavaScript were off. */
export interface PageLighthouse {
  path: string;
  withScripts: LighthouseFigures;
  withoutScripts: LighthouseFigures;
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
      // Its helper processes may still be writing their last files into the profile.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Run = Omit<LighthouseFigures, "path">;

/**
 * Lighthouse's runtime errors that mean its trace of the load was not recorded, which happens
 * on a loaded machine and which it answers with "Please run Lighthouse again".
 */
const RECORDING_ERRORS = new Set([
  "NO_NAVSTART",
  "NO_TRACING_STARTED",
  "NO_SPEEDLINE_FRAMES",
  "SPEEDINDEX_OF_ZERO",
  "NO_SCREENSHOTS",
  "INVALID_SPEEDLINE",
  "PROTOCOL_TIMEOUT",
]);

/** Runs that fall short of the reference page's machine speed, or are not recorded, are measured again, this often at most. */
const ATTEMPTS = 3;

async function audit(port: number, url: string, blockScripts: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Inline scripts stay, but without the chunks they load React neither starts nor hydrates.
    blockedUrlPatterns: blockScripts ? ["*.js"] : null,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.message}`;
    throw RECORDING_ERRORS.has(lhr.runtimeError.code) ? new UnfinishedRunError(failure) : new Error(failure);
  }
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

/**
 * One recorded run, begun on a quiet machine and left to itself by other processes; with a
 * reference index, at no less than the reference page's speed.
 */
function quietAudit(port: number, url: string, blockScripts: boolean, referenceIndex = 0): Promise<Run> {
  const run = async () => {
    await waitForQuiet(`Lighthouse on ${url}`);
    const otherWork = watchOtherWork();
    const figures = await audit(port, url, blockScripts);
    return { ...figures, otherWorkCores: otherWork() };
  };
  return atFullSpeed(url, run, referenceIndex, ATTEMPTS);
}

async function medianOfRuns(
  port: number,
  url: string,
  urlPath: string,
  blockScripts: boolean,
  referenceIndex?: number,
): Promise<LighthouseFigures> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await quietAudit(port, url, blockScripts, referenceIndex));
  const of = (key: Exclude<keyof Run, "failing">) => median(runs.map((run) => run[key]));
  const figures: LighthouseFigures = {
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
    `${urlPath}${blockScripts ? " (scripts blocked)" : ""}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}, LCP ${figures.lcpMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms`,
  );
  return figures;
}

async function withChromium<T>(measure: (port: number) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await measure(browser.port);
  } finally {
    await browser.close();
  }
}

/** The one-line reference page, measured first: its benchmark index is the machine's speed when quiet. */
export function runReferenceLighthouse(url: string): Promise<LighthouseFigures> {
  return withChromium((port) => medianOfRuns(port, url, "/", false));
}

/**
 * Lighthouse's default (mobile) preset, RUNS times per page with its scripts and RUNS times
 * without; each figure is the median of its runs, each run taken on a quiet machine.
 */
export function runLighthouse(baseUrl: string, paths: string[], referenceIndex: number): Promise<PageLighthouse[]> {
  return withChromium(async (port) => {
    const pages: PageLighthouse[] = [];
    for (const urlPath of paths) {
      const url = baseUrl + urlPath;
      pages.push({
        path: urlPath,
        withScripts: await medianOfRuns(port, url, urlPath, false, referenceIndex),
        withoutScripts: await medianOfRuns(port, url, urlPath, true, referenceIndex),
      });
    }
    return pages;
  });
}
