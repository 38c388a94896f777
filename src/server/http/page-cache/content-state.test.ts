import { describe, expect, it } from "vitest";
import { contentStateReader, expiryOf, perContentVersion } from "./content-state";

function reader({ moments, batch = 3 }: { moments: number[]; batch?: number }) {
  let version = 1;
  let clock = 0;
  const loads: number[] = [];
  const read = contentStateReader({
    readVersion: async () => version,
    loadChanges: async (now, limit) => {
      loads.push(now);
      return moments.filter((moment) => moment > now).slice(0, limit);
    },
    batch,
    now: () => clock,
  });
  return {
    read,
    loads,
    setVersion: (v: number) => (version = v),
    setClock: (t: number) => (clock = t),
  };
}

describe("contentStateReader", () => {
  it("reads the scheduled moments once per content version, not once per request", async () => {
    const state = reader({ moments: [10, 20] });
    for (let i = 0; i < 5; i++) expect((await state.read()).changesAt).toEqual([10, 20]);
    expect(state.loads).toHaveLength(1);
    state.setVersion(2);
    await state.read();
    expect(state.loads).toHaveLength(2);
  });

  it("says how far a full batch reaches, and reads the next batch once it has passed", async () => {
    const state = reader({ moments: [10, 20, 30, 40, 50], batch: 3 });
    expect(await state.read()).toMatchObject({ changesAt: [10, 20, 30], knownUntil: 30 });
    state.setClock(29);
    await state.read();
    expect(state.loads).toHaveLength(1);
    state.setClock(30);
    expect(await state.read()).toMatchObject({ changesAt: [40, 50], knownUntil: Infinity });
    expect(state.loads).toEqual([0, 30]);
  });

  it("tries again after a failed read instead of keeping the failure", async () => {
    let fail = true;
    const read = contentStateReader({
      readVersion: async () => 1,
      loadChanges: async () => {
        if (fail) throw new Error("database is down");
        return [5];
      },
    });
    await expect(read()).rejects.toThrow("database is down");
    fail = false;
    expect((await read()).changesAt).toEqual([5]);
  });
});

describe("expiryOf", () => {
  const state = { version: 1, changesAt: [10, 20], knownUntil: Infinity };

  it("is the first moment after the render", () => {
    expect(expiryOf(state, 0)).toBe(10);
    expect(expiryOf(state, 10)).toBe(20);
    expect(expiryOf(state, 25)).toBe(Infinity);
  });

  it("is no later than what the batch of moments is known to cover", () => {
    expect(expiryOf({ ...state, knownUntil: 20 }, 25)).toBe(20);
  });
});

describe("perContentVersion", () => {
  it("loads again only when the version moves", async () => {
    let loads = 0;
    const value = perContentVersion(async () => ++loads);
    expect(await value(1)).toBe(1);
    expect(await value(1)).toBe(1);
    expect(await value(2)).toBe(2);
  });
});
