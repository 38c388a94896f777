import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A figure taken while other work loads the machine is noise, not a result. The bench checks
 * before each measurement that the machine is quiet: that all processes together, the bench's
 * own idle server included, keep at most half the cores busy.
 */

export const MAX_BUSY_SHARE = 0.5;
/**
 * A Lighthouse run whose benchmark index falls this far below the reference page's was slowed by
 * other work. The index is noisy even on a quiet machine (from 0.55 to 1.0 of the reference's
 * there): "far below" is half, and the work of other processes during the run is measured as well.
 */
export const MIN_BENCHMARK_INDEX_SHARE = 0.5;
/** The most work, in cores, other processes may do while a Lighthouse run measures (quiet: 0.02; one busy process: 0.9). */
export const MAX_OTHER_WORK_CORES = 0.25;
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

/**
 * The processor time, in clock ticks, that `root` and every process under it have used, their
 * ended children's included: what the bench itself, its servers and its browsers have done.
 */
export function treeTicks(root = process.pid, procDir = "/proc"): number {
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const name of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(path.join(procDir, name, "stat"), "utf8");
    } catch {
      continue; // Ended while the list was read.
    }
    // After the name in parentheses (which may hold spaces and parentheses): state, parent, …,
    // then the 12th to 15th fields: its own user and system time, and its ended children's.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    processes.set(Number(name), { parent: Number(fields[1]), ticks });
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid, depth = 0; at !== undefined && depth < 64; depth++) {
      if (at === root) return true;
      at = processes.get(at)?.parent;
    }
    return false;
  };
  let sum = 0;
  for (const [pid, { ticks }] of processes) if (inTree(pid)) sum += ticks;
  return sum;
}

/**
 * Starts watching the work of every process outside the bench's own (its servers and browsers
 * are its children); the function returned tells how many cores' worth they did since. Without
 * /proc it reports none: the quiet check before each run is then the only one.
 */
export function watchOtherWork(procDir = "/proc", cores = os.availableParallelism()): () => number {
  if (!fs.existsSync(path.join(procDir, "stat"))) return () => 0;
  const read = () => ({
    ...cpuTimesOf(fs.readFileSync(path.join(procDir, "stat"), "utf8")),
    own: treeTicks(process.pid, procDir),
  });
  const before = read();
  return () => {
    const after = read();
    const others = after.busy - before.busy - (after.own - before.own);
    return (Math.max(0, others) / Math.max(1, after.total - before.total)) * cores;
  };
}

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

/**
 * Why a Lighthouse run was slowed by other work, or undefined when it was not: its benchmark
 * index far below the reference page's in the same bench, or other processes busy meanwhile.
 */
export function slowedBy(run: { benchmarkIndex: number; otherWorkCores: number }, referenceIndex: number) {
  if (run.benchmarkIndex < referenceIndex * MIN_BENCHMARK_INDEX_SHARE) {
    return `its benchmark index was ${run.benchmarkIndex.toFixed(0)} against ${referenceIndex.toFixed(0)} for the reference page`;
  }
  if (run.otherWorkCores > MAX_OTHER_WORK_CORES) {
    return `other processes kept ${run.otherWorkCores.toFixed(2)} cores busy`;
  }
  return undefined;
}

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
export async function atFullSpeed<T extends { benchmarkIndex: number; otherWorkCores: number }>(
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
    const slowed = slowedBy(run, referenceIndex);
    if (!slowed) return run;
    console.warn(`While Lighthouse measured ${what}, ${slowed}: the machine was busy; measuring again.`);
  }
  throw new NoResultError(
    `Lighthouse could not measure ${what} at the reference page's speed, with the machine to itself, in ${attempts} runs.`,
  );
}
