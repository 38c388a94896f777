import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "../config";
import { createDb, getDb } from "../db";
import { LEASE_MS, holdSiteLeases, liveSiteLeases, startSiteLease, stopSiteLease } from "./site-lease";

const root = path.resolve(import.meta.dirname, "../../..");
const postgres = process.env.TEST_DIALECT === "postgres";
/** Another process's connection to the same database. */
const other = createDb(parseDatabaseUrl(process.env.DATABASE_URL, root));
afterAll(() => other.destroy());

describe(`site leases (${process.env.TEST_DIALECT})`, () => {
  it("lives while renewed, goes at a stop, and expires 30 s after a process stops renewing", async () => {
    await startSiteLease();
    const [lease] = (await liveSiteLeases(getDb()))!;
    expect(lease).toMatchObject({ pid: process.pid });
    const expiresIn = Date.parse(lease!.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(LEASE_MS - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(LEASE_MS);
    expect(await liveSiteLeases(getDb(), new Date(Date.parse(lease!.expires_at)))).toEqual([]);
    await stopSiteLease();
    expect(await liveSiteLeases(getDb())).toEqual([]);
  });

  it("cannot be taken while a restore holds the leases, and is taken once the restore is done", async () => {
    // SQLite: better-sqlite3 would wait for the lock synchronously, stopping this very test; it is
    // told not to wait, so the refusal shows at once.
    if (!postgres) await sql`pragma busy_timeout = 0`.execute(other);
    await getDb()
      .connection()
      .execute(async (restore) => {
        await sql`begin`.execute(restore);
        expect(await holdSiteLeases(restore)).toEqual([]);
        let taken = false;
        const starting = startSiteLease(other).then(() => (taken = true));
        if (postgres) {
          // Given every chance to get through.
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(taken).toBe(false);
        } else {
          await expect(starting).rejects.toThrow(/database is locked/);
        }
        await sql`commit`.execute(restore);
        if (postgres) await starting;
      });
    if (!postgres) await startSiteLease(other);
    expect((await liveSiteLeases(getDb()))!.map((lease) => lease.pid)).toEqual([process.pid]);
    await stopSiteLease(other);
  });
});
