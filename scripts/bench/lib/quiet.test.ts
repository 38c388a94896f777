import { describe, expect, it } from "vitest";
import { cpuTimesOf, isQuiet, ranAtFullSpeed } from "./quiet";

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

describe("ranAtFullSpeed", () => {
  it("refuses a run far below the reference page's benchmark index", () => {
    expect(ranAtFullSpeed(1300, 1500)).toBe(true);
    expect(ranAtFullSpeed(1100, 1500)).toBe(false);
  });
});
