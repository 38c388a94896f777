import { describe, expect, it } from "vitest";
import { coalesceReads } from "./coalesce-reads";

/** A read whose runs the test finishes by hand, counting how many were started. */
function manualRead() {
  const runs: { resolve: (value: number) => void; reject: (err: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesceReads", () => {
  it("runs the read once for callers that arrive while nothing is under way", async () => {
    const { runs, read } = manualRead();
    const get = coalesceReads(read);
    const first = get();
    expect(runs).toHaveLength(1);
    runs[0]!.resolve(7);
    expect(await first).toBe(7);
    const second = get();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(8);
    expect(await second).toBe(8);
  });

  it("makes callers who arrive during a run wait for one shared next run", async () => {
    const { runs, read } = manualRead();
    const get = coalesceReads(read);
    const early = get();
    const late = [get(), get(), get()];
    expect(runs).toHaveLength(1);

    runs[0]!.resolve(1);
    expect(await early).toBe(1);
    await tick();
    // The late callers asked after the first run began: they get a run of their own, shared.
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it("passes a failure to the callers of that run only, and reads again afterwards", async () => {
    const { runs, read } = manualRead();
    const get = coalesceReads(read);
    const failing = get();
    const next = get();
    runs[0]!.reject(new Error("database is down"));
    await expect(failing).rejects.toThrow("database is down");
    await tick();
    runs[1]!.resolve(3);
    expect(await next).toBe(3);
    const after = get();
    runs[2]!.resolve(4);
    expect(await after).toBe(4);
  });
});
