import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  atFullSpeed,
  checkReferenceReaches,
  cpuTimesOf,
  isQuiet,
  NoResultError,
  refusal,
  slowedBy,
  treeTicks,
  UnfinishedRunError,
  waitForQuiet,
  watchOtherWork,
} from "./quiet";

describe("cpuTimesOf", () => {
  it("counts every state but idle and iowait as busy", () => {
    const stat = "cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n";
    expect(cpuTimesOf(stat)).toEqual({ busy: 160, total: 1000 });
  });
});

describe("isQuiet", () => {
  it("allows at most half the cores busy", () => {
    expect(isQuiet(1, 2)).toBe(true);
    expect(isQuiet(1.1, 2)).toBe(false);
    expect(isQuiet(3.9, 8)).toBe(true);
  });
});

describe("waitForQuiet", () => {
  const quietly = { cores: 2, waitMs: 0 };

  it("goes on once the machine has calmed down, saying that it waited", async () => {
    const samples = [1.8, 1.5, 0.6];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await waitForQuiet("the test", { ...quietly, attempts: 5, sample: async () => samples.shift()! });
    expect(samples).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe("The machine is busy (1.8 of 2 cores in use) before the test; waiting.");
    warn.mockRestore();
  });

  it("refuses a machine that stays busy", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const waiting = waitForQuiet("the test", { ...quietly, attempts: 3, sample: async () => 2 });
    await expect(waiting).rejects.toThrow(NoResultError);
    await expect(waiting).rejects.toThrow("The machine stayed busy before the test.");
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe("slowedBy", () => {
  it("passes a run near the reference page's speed with the machine to itself", () => {
    expect(slowedBy({ benchmarkIndex: 800, otherWorkCores: 0.02 }, 1500)).toBeUndefined();
  });

  it("names a benchmark index far below the reference page's", () => {
    expect(slowedBy({ benchmarkIndex: 700, otherWorkCores: 0 }, 1500)).toBe(
      "its benchmark index was 700 against 1500 for the reference page",
    );
  });

  it("names other processes' work during the run", () => {
    expect(slowedBy({ benchmarkIndex: 1500, otherWorkCores: 0.9 }, 1500)).toBe("other processes kept 0.90 cores busy");
  });
});

/** A /proc of the given processes (pid, name, parent, [user, system, ended children's user and system] ticks). */
function fakeProc(dir: string, busy: number, total: number, processes: [number, string, number, number[]][]) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "stat"), `cpu  ${busy} 0 0 ${total - busy} 0 0 0 0 0 0\n`);
  for (const [pid, name, parent, ticks] of processes) {
    fs.mkdirSync(path.join(dir, String(pid)));
    fs.writeFileSync(
      path.join(dir, String(pid), "stat"),
      `${pid} (${name}) S ${parent} ${pid} ${pid} 0 -1 4194304 100 0 0 0 ${ticks.join(" ")} 20 0 1 0 5 0\n`,
    );
  }
}

describe("treeTicks and watchOtherWork", () => {
  const dir = path.join(os.tmpdir(), `agency-quiet-test-${process.pid}`);
  const root = process.pid;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("adds up a process, its descendants and their ended children, whatever their names hold", () => {
    fakeProc(dir, 0, 100, [
      [root, "node", 1, [10, 5, 1, 1]],
      [root + 1, "chromium", root, [20, 10, 0, 0]],
      [root + 2, "Web Content (a) 1 2", root + 1, [3, 2, 30, 7]],
      [root + 3, "postgres", 1, [500, 500, 0, 0]],
    ]);
    expect(treeTicks(root, dir)).toBe(17 + 30 + 42);
  });

  it("counts in cores only the work of processes outside the bench's own", () => {
    fakeProc(dir, 100, 1000, [
      [root, "node", 1, [40, 10, 0, 0]],
      [root + 3, "postgres", 1, [50, 0, 0, 0]],
    ]);
    const otherWork = watchOtherWork(dir, 2);
    // 200 ticks pass, 200 of them busy: the bench's tree did 150 of them.
    fakeProc(dir, 300, 1200, [
      [root, "node", 1, [100, 50, 40, 10]],
      [root + 3, "postgres", 1, [100, 0, 0, 0]],
    ]);
    expect(otherWork()).toBeCloseTo(0.5);
  });
});

describe("checkReferenceReaches", () => {
  it("goes on when the framework alone reaches the target", () => {
    expect(() => checkReferenceReaches({ performance: 99, tbtMs: 112 }, 99)).not.toThrow();
  });

  it("refuses a machine on which the framework alone falls short, naming its score", () => {
    expect(() => checkReferenceReaches({ performance: 88, tbtMs: 452.4 }, 99)).toThrow(NoResultError);
    expect(() => checkReferenceReaches({ performance: 88, tbtMs: 452.4 }, 99)).toThrow(
      "The one-line reference page scores 88 in Lighthouse on this machine (total blocking time 452 ms), below the 99 the pages are held to",
    );
  });
});

describe("refusal", () => {
  it("gives the reason and says that the report is left as it was", () => {
    expect(refusal(new NoResultError("The machine stayed busy before the test."))).toBe(
      "The machine stayed busy before the test. This run's figures would be noise, not a result: docs/benchmarks.md is left as it was.",
    );
  });
});

describe("atFullSpeed", () => {
  it("measures again while runs fall short of the reference page's speed", async () => {
    const runs = [
      { benchmarkIndex: 600, otherWorkCores: 0, lcp: 900 },
      { benchmarkIndex: 1400, otherWorkCores: 1.1, lcp: 1500 },
      { benchmarkIndex: 1400, otherWorkCores: 0.01, lcp: 1200 },
    ];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await atFullSpeed("/blog", async () => runs.shift()!, 1500, 3)).toMatchObject({ lcp: 1200 });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "While Lighthouse measured /blog, its benchmark index was 600 against 1500 for the reference page: the machine was busy; measuring again.",
      "While Lighthouse measured /blog, other processes kept 1.10 cores busy: the machine was busy; measuring again.",
    ]);
    warn.mockRestore();
  });

  it("measures again a run the tool could not finish, and passes on any other failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcomes = [
      () => Promise.reject(new UnfinishedRunError("No trace")),
      () => Promise.resolve({ benchmarkIndex: 1500, otherWorkCores: 0 }),
    ];
    expect(await atFullSpeed("/", () => outcomes.shift()!(), 1500, 3)).toEqual({
      benchmarkIndex: 1500,
      otherWorkCores: 0,
    });
    expect(warn).toHaveBeenCalledWith("No trace; measuring again.");
    await expect(atFullSpeed("/", () => Promise.reject(new Error("No such page")), 1500, 3)).rejects.toThrow(
      "No such page",
    );
    warn.mockRestore();
  });

  it("gives up, as a busy machine, after the allowed attempts", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let runs = 0;
    const measuring = atFullSpeed(
      "/blog",
      async () => ({ benchmarkIndex: 1500, otherWorkCores: 0.5 + runs++ }),
      1500,
      3,
    );
    await expect(measuring).rejects.toThrow(NoResultError);
    expect(runs).toBe(3);
    warn.mockRestore();
  });
});
