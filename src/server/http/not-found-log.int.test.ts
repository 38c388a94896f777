import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { forgetNotFound, listNotFound, MISSES_PER_CLIENT, NOT_FOUND_LOG_MAX, recordNotFound } from "./not-found-log";

const rows = async () =>
  Number(
    (
      await getDb()
        .selectFrom("not_found_log")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`404 log (${process.env.TEST_DIALECT})`, () => {
  it("counts an address, keeps its latest referrer and forgets it", async () => {
    await recordNotFound("/old-services.html", "https://www.google.com/", "198.51.100.1", "2026-12-01T10:00:00.000Z");
    await recordNotFound(
      "/old-services.html",
      "https://partner.example/links",
      "198.51.100.2",
      "2026-12-01T11:00:00.000Z",
    );
    expect((await listNotFound()).find((row) => row.path === "/old-services.html")).toEqual({
      path: "/old-services.html",
      count: 2,
      lastSeenAt: "2026-12-01T11:00:00.000Z",
      referrer: "https://partner.example/links",
    });
    await forgetNotFound("/old-services.html");
    expect((await listNotFound()).some((row) => row.path === "/old-services.html")).toBe(false);
  });

  it("stays bounded under a flood of random addresses, while logged ones keep counting", async () => {
    await recordNotFound("/kept", undefined, "198.51.100.3");
    // Many clients: one alone may not fill the log (below).
    for (let i = 0; i < NOT_FOUND_LOG_MAX + 50; i += 1) {
      await recordNotFound(`/flood-${i}`, "x".repeat(900), `10.1.${Math.floor(i / MISSES_PER_CLIENT)}.1`);
    }
    expect(await rows()).toBe(NOT_FOUND_LOG_MAX);
    await recordNotFound("/kept", undefined, "198.51.100.3");
    expect((await listNotFound()).find((row) => row.path === "/kept")?.count).toBe(2);
    expect((await listNotFound(1000)).find((row) => row.path === "/flood-0")?.referrer).toHaveLength(500);
  });

  it("1,100 unique misses from one client log at most its hourly share, and a real broken link still gets in", async () => {
    await getDb().deleteFrom("not_found_log").execute();
    for (let i = 0; i < 1100; i += 1) await recordNotFound(`/random-${i}`, undefined, "2001:db8:6:7::1");
    expect(await rows()).toBe(MISSES_PER_CLIENT);
    // The same /64 is the same client, whatever address it takes in it.
    await recordNotFound("/random-other-address", undefined, "2001:db8:6:7::2");
    expect(await rows()).toBe(MISSES_PER_CLIENT);
    await recordNotFound("/old-pricing.html", "https://partner.example/", "203.0.113.50");
    expect((await listNotFound(1000)).find((row) => row.path === "/old-pricing.html")).toMatchObject({ count: 1 });
  });
});
