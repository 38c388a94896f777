import { describe, expect, it } from "vitest";
import { getDb } from "./db";
import { hitRateLimit, pruneRateLimits, resetRateLimit } from "./rate-limit";

const rule = { limit: 3, windowMs: 60_000 };
const t0 = new Date("2026-01-01T12:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe(`rate limit (${process.env.TEST_DIALECT})`, () => {
  it("allows the limit within a window, then refuses with the time left", async () => {
    for (let i = 0; i < 3; i++) expect((await hitRateLimit("a", rule, at(i * 1000))).allowed).toBe(true);
    expect(await hitRateLimit("a", rule, at(10_000))).toEqual({ allowed: false, count: 4, retryAfterSeconds: 50 });
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit("b", rule, at(0));
    expect((await hitRateLimit("b", rule, at(60_000))).allowed).toBe(true);
  });

  it("counts keys apart", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit("c", rule, at(0));
    expect((await hitRateLimit("c", rule, at(0))).allowed).toBe(false);
    expect((await hitRateLimit("d", rule, at(0))).allowed).toBe(true);
  });

  it("counts hits made at the same moment exactly", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit("e", rule, at(0))));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("forgets a key on reset and prunes old windows", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit("f", rule, at(0));
    await resetRateLimit("f");
    expect((await hitRateLimit("f", rule, at(0))).allowed).toBe(true);

    await hitRateLimit("old", rule, at(0));
    await pruneRateLimits(3_600_000, at(2 * 3_600_000));
    const keys = await getDb().selectFrom("rate_limits").select("key").execute();
    expect(keys.map((k) => k.key)).not.toContain("old");
  });
});
