import fs from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A figure taken while other work loads the machine is noise, not a result. The bench checks
 * before each measurement that the machine is quiet: that all processes together, the bench's
 * own idle server included, keep at most half the cores busy.
 */

export const MAX_BUSY_SHARE = 0.5;
/** A Lighthouse run whose benchmark index falls this far below the reference page's was slowed by other work. */
export const MIN_BENCHMARK_INDEX_SHARE = 0.8;
const SAMPLE_MS = 3000;
const WAIT_MS = 10_000;
const ATTEMPTS = 12;

/**
 * Thrown when the machine cannot give a result (it stays busy, or the framework alone falls short
 * of the target on it): the run writes nothing.
 */
export class NoResultError extends Error {}

/** What a refused run prints: why, and that the report was not touched. */
export const refusal = (error: NoResultError) =>
  `${error.message} This run's figures would be noise, not a result: docs/benchmarks.md is left as it was.`;

interface CpuTimes {
  busy: number;
  total: number;
}

/** Parses the first line of /proc/stat: the time every core spent in each state since boot. */
export function cpuTimesOf(stat: string): CpuTimes {
  const fields = stat.split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the quiet states.
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** How many cores' worth of work the machine did over `ms`; the 1-minute load average where /proc/stat is absent. */
export async function busyCores(ms = SAMPLE_MS): Promise<number> {
  if (!fs.existsSync("/proc/stat")) return os.loadavg()[0]!;
  const before = cpuTimesOf(fs.readFileSync("/proc/stat", "utf8"));
  await sleep(ms);
  const after = cpuTimesOf(fs.readFileSync("/proc/stat", "utf8"));
  const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
  return share * os.availableParallelism();
}

export const isQuiet = (busy: number, cores = os.availableParallelism()) => busy <= cores * MAX_BUSY_SHARE;

interface QuietOptions {
  /** How many cores' worth of work the machine is doing now. */
  sample?: () => Promise<number>;
  cores?: number;
  attempts?: number;
  waitMs?: number;
}

/** Waits, saying so, until the machine is quiet; throws NoResultError if it stays busy. */
export async function waitForQuiet(
  before: string,
  { sample = busyCores, cores = os.availableParallelism(), attempts = ATTEMPTS, waitMs = WAIT_MS }: QuietOptions = {},
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const busy = await sample();
    if (isQuiet(busy, cores)) return;
    console.warn(`The machine is busy (${busy.toFixed(1)} of ${cores} cores in use) before ${before}; waiting.`);
    await sleep(waitMs);
  }
  throw new NoResultError(`The machine stayed busy before ${before}.`);
}

/** Whether a Lighthouse run's machine speed is close enough to the reference page's in the same bench. */
export const ranAtFullSpeed = (benchmarkIndex: number, referenceIndex: number) =>
  benchmarkIndex >= referenceIndex * MIN_BENCHMARK_INDEX_SHARE;

interface ReferenceScore {
  performance: number;
  tbtMs: number;
}

/**
 * The one-line reference page is the framework and nothing else. Where it scores below the
 * target, no page of the site can show the target, whatever the page does: the machine is too slow
 * for the measure (its processor may be quick while it is slow to give a new browser process its
 * memory, which Lighthouse's benchmark index does not see). Throws NoResultError then.
 */
export function checkReferenceReaches(reference: ReferenceScore, minPerformance: number): void {
  if (reference.performance >= minPerformance) return;
  throw new NoResultError(
    `The one-line reference page scores ${reference.performance} in Lighthouse on this machine (total blocking time ${reference.tbtMs.toFixed(0)} ms), below the ${minPerformance} the pages are held to: here no page can show that score.`,
  );
}

/** A run the tool could not finish for reasons a loaded machine causes (a trace not recorded): measured again. */
export class UnfinishedRunError extends Error {}

/**
 * Runs `measure` until it finished and ran at the reference page's speed, saying so each time
 * it did not; throws NoResultError after `attempts` such runs: other work was in the way.
 */
export async function atFullSpeed<T extends { benchmarkIndex: number }>(
  what: string,
  measure: () => Promise<T>,
  referenceIndex: number,
  attempts: number,
): Promise<T> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let run: T;
    try {
      run = await measure();
    } catch (error) {
      if (!(error instanceof UnfinishedRunError)) throw error;
      console.warn(`${error.message}; measuring again.`);
      continue;
    }
    if (ranAtFullSpeed(run.benchmarkIndex, referenceIndex)) return run;
    console.warn(
      `Lighthouse's benchmark index was ${run.benchmarkIndex.toFixed(0)} on ${what} against ${referenceIndex.toFixed(0)} for the reference page: the machine was busy; measuring again.`,
    );
  }
  throw new NoResultError(`Lighthouse could not measure ${what} at the reference page's speed in ${attempts} runs.`);
}
