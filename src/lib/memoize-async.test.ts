import { describe, expect, it } from "vitest";
import { memoizeAsync } from "./memoize-async";

describe("memoizeAsync", () => {
  it("loads once for every caller", async () => {
    let calls = 0;
    const get = memoizeAsync(async () => ++calls);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it("tries again after a failure", async () => {
    let calls = 0;
    const get = memoizeAsync(async () => {
      calls += 1;
      if (calls === 1) throw new Error("down");
      return "up";
    });
    await expect(get()).rejects.toThrow("down");
    expect(await get()).toBe("up");
    expect(calls).toBe(2);
  });
});
