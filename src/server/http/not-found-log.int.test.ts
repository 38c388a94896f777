import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { forgetNotFound, listNotFound, NOT_FOUND_LOG_MAX, recordNotFound } from "./not-found-log";

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
    await recordNotFound("/old-services.html", "https://www.google.com/", "2026-12-01T10:00:00.000Z");
    await recordNotFound("/old-services.html", "https://partner.example/links", "2026-12-01T11:00:00.000Z");
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
    await recordNotFound("/kept", undefined);
    for (let i = 0; i < NOT_FOUND_LOG_MAX + 50; i += 1) await recordNotFound(`/flood-${i}`, "x".repeat(900));
    expect(await rows()).toBe(NOT_FOUND_LOG_MAX);
    await recordNotFound("/kept", undefined);
    expect((await listNotFound()).find((row) => row.path === "/kept")?.count).toBe(2);
    expect((await listNotFound(1000)).find((row) => row.path === "/flood-0")?.referrer).toHaveLength(500);
  });
});
