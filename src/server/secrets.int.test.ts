import { describe, expect, it } from "vitest";
import { getDb } from "./db";
import { getAppSecret } from "./secrets";

describe(`app secret (${process.env.TEST_DIALECT})`, () => {
  it("is generated once, stored, and shared by every caller", async () => {
    const [a, b] = await Promise.all([getAppSecret(), getAppSecret()]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await getDb().selectFrom("app_settings").selectAll().execute();
    expect(rows).toEqual([{ key: "secret", value: a }]);
  });
});
