import "server-only";
import { randomUUID } from "node:crypto";
import os from "node:os";
import { remember } from "@epic-web/remember";
import { type Kysely, sql } from "kysely";
import { type DB, getDb } from "../db";
import { currentSchema, dialectOf } from "../db/dialect";
import { getLogger } from "./logger";

/**
 * The site_leases table (decision 123): each running server process holds a row saying that a
 * site serves from this database, renewed while it runs and deleted when it stops. A process
 * that ends without stopping (a crash, SIGKILL, a lost machine) stops renewing, and its row
 * expires. A restore refuses while a lease is live; a backup records how many were.
 */

/** A lease not renewed for this long is over: its process is gone. */
export const LEASE_MS = 30_000;
/** Three renewals a lease: one can be late (a busy event loop, a locked database) without a gap. */
const RENEW_MS = 10_000;

export interface SiteLease {
  /** Random, one per process start. */
  holder: string;
  host: string;
  pid: number;
  started_at: string;
  expires_at: string;
}

type LeaseDb = Kysely<{ site_leases: SiteLease }>;
// The table is this module's alone, so its type lives here rather than in the site's schema.
const leases = <T>(db: Kysely<T>) => db as unknown as LeaseDb;

/** A database of a version before leases has no table: nobody can say whether a site serves from it. */
async function hasLeaseTable<T>(db: Kysely<T>): Promise<boolean> {
  const schema = await currentSchema(db);
  return (await db.introspection.getTables()).some((table) => table.name === "site_leases" && table.schema === schema);
}

function selectLive<T>(db: Kysely<T>, now: Date): Promise<SiteLease[]> {
  return leases(db)
    .selectFrom("site_leases")
    .selectAll()
    .where("expires_at", ">", now.toISOString())
    .orderBy("started_at")
    .execute();
}

/** The leases live at `now`; undefined for a database without the table. */
export async function liveSiteLeases<T>(db: Kysely<T>, now = new Date()): Promise<SiteLease[] | undefined> {
  return (await hasLeaseTable(db)) ? selectLive(db, now) : undefined;
}

/**
 * Inside a restore's transaction, before it writes anything else: from here until the
 * transaction ends no process can take or renew a lease, so none starts serving unseen. On
 * PostgreSQL a table lock makes their writes wait; on SQLite the deletion of expired leases is
 * the transaction's first write and takes the database's one write lock. Returns the live ones.
 */
export async function holdSiteLeases<T>(db: Kysely<T>, now = new Date()): Promise<SiteLease[]> {
  if (!(await hasLeaseTable(db))) return [];
  if (dialectOf(db) === "postgres") await sql`lock table site_leases in share row exclusive mode`.execute(db);
  await leases(db).deleteFrom("site_leases").where("expires_at", "<=", now.toISOString()).execute();
  return selectLive(db, now);
}

async function renew(db: DB, lease: SiteLease, now = new Date()): Promise<void> {
  const expires = new Date(now.getTime() + LEASE_MS).toISOString();
  await leases(db)
    .insertInto("site_leases")
    .values({ ...lease, expires_at: expires })
    .onConflict((conflict) => conflict.column("holder").doUpdateSet({ expires_at: expires }))
    .execute();
}

// One lease per process, even when several bundles load this module.
const held = remember("agency-site.site-lease", () => ({
  lease: undefined as SiteLease | undefined,
  timer: undefined as NodeJS.Timeout | undefined,
  renewing: undefined as Promise<void> | undefined,
}));

/** Taken by each server process before it serves (serve.ts), and renewed until stopSiteLease. */
export async function startSiteLease(db: DB = getDb()): Promise<void> {
  if (held.lease) return;
  const now = new Date();
  const lease: SiteLease = {
    holder: randomUUID(),
    host: os.hostname(),
    pid: process.pid,
    started_at: now.toISOString(),
    expires_at: now.toISOString(),
  };
  // Leases of processes that ended without stopping; nothing reads them any more.
  await leases(db).deleteFrom("site_leases").where("expires_at", "<=", now.toISOString()).execute();
  await renew(db, lease, now);
  held.lease = lease;
  held.timer = setInterval(() => {
    held.renewing = renew(db, lease).catch((err: unknown) =>
      getLogger().warn({ err }, "Renewing this server's lease on the database failed; it is tried again shortly"),
    );
  }, RENEW_MS).unref();
}

/**
 * At shutdown, once the process writes nothing more: its lease goes at once, so that a restore
 * need not wait for it to expire. A failure is logged; the lease then expires by itself.
 */
export async function stopSiteLease(db: DB = getDb()): Promise<void> {
  const { lease, timer, renewing } = held;
  if (!lease) return;
  clearInterval(timer);
  Object.assign(held, { lease: undefined, timer: undefined, renewing: undefined });
  // A renewal under way would write the row back after its deletion.
  await renewing;
  try {
    await leases(db).deleteFrom("site_leases").where("holder", "=", lease.holder).execute();
  } catch (err) {
    getLogger().warn({ err }, `Giving back this server's lease failed; it expires within ${LEASE_MS / 1000} s`);
  }
}
