import { describe, expect, it, vi } from "vitest";
import {
  atFullSpeed,
  checkReferenceReaches,
  cpuTimesOf,
  isQuiet,
  NoResultError,
  ranAtFullSpeed,
  refusal,
  UnfinishedRunError,
  waitForQuiet,
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

describe("ranAtFullSpeed", () => {
  it("refuses a run far below the reference page's benchmark index", () => {
    expect(ranAtFullSpeed(1300, 1500)).toBe(true);
    expect(ranAtFullSpeed(1100, 1500)).toBe(false);
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
    const runs = [{ benchmarkIndex: 900 }, { benchmarkIndex: 1400, lcp: 1200 }];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await atFullSpeed("/blog", async () => runs.shift()!, 1500, 3)).toEqual({ benchmarkIndex: 1400, lcp: 1200 });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("measures again a run the tool could not finish, and passes on any other failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const outcomes = [
      () => Promise.reject(new UnfinishedRunError("No trace")),
      () => Promise.resolve({ benchmarkIndex: 1500 }),
    ];
    expect(await atFullSpeed("/", () => outcomes.shift()!(), 1500, 3)).toEqual({ benchmarkIndex: 1500 });
    expect(warn).toHaveBeenCalledWith("No trace; measuring again.");
    await expect(atFullSpeed("/", () => Promise.reject(new Error("No such page")), 1500, 3)).rejects.toThrow(
      "No such page",
    );
    warn.mockRestore();
  });

  it("gives up, as a busy machine, after the allowed attempts", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let runs = 0;
    const measuring = atFullSpeed("/blog", async () => ({ benchmarkIndex: 700 + runs++ }), 1500, 3);
    await expect(measuring).rejects.toThrow(NoResultError);
    expect(runs).toBe(3);
    warn.mockRestore();
  });
});
