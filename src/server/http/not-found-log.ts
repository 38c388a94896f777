import "server-only";
import { sql } from "kysely";
import { getDb } from "../db";
import { nowIso } from "../db/dialect";
import { createClientBudget } from "./client-budget";

/**
 * The not_found_log table: addresses visitors asked for that no page answers (decision 190).
 * Bounded: at most NOT_FOUND_LOG_MAX rows; once full, a new address is dropped while the ones
 * already logged keep counting, so a flood of random addresses cannot grow the table. Bounded
 * per client too: one client's misses are logged up to MISSES_PER_CLIENT an hour, so that no
 * single client can fill the table and keep the real broken links out of it.
 */

export const NOT_FOUND_LOG_MAX = 1000;
/** Far more than a person meets; a script asking for random addresses writes no more than this. */
export const MISSES_PER_CLIENT = 30;
const PATH_MAX = 500;
const REFERRER_MAX = 500;

const perClient = createClientBudget({ limit: MISSES_PER_CLIENT, windowMs: 60 * 60_000 });

export interface NotFoundRow {
  path: string;
  count: number;
  lastSeenAt: string;
  referrer: string | null;
}

/**
 * Counts one miss of `path` (no query: it could carry personal data) by `client` (its address),
 * keeping the latest referrer.
 */
export async function recordNotFound(
  path: string,
  referrer: string | undefined,
  client: string,
  now = nowIso(),
): Promise<void> {
  if (path.length > PATH_MAX || !perClient.take(client)) return;
  const ref = referrer ? referrer.slice(0, REFERRER_MAX) : null;
  const db = getDb();
  const updated = await db
    .updateTable("not_found_log")
    .set({ count: sql`count + 1`, last_seen_at: now, referrer: ref })
    .where("path", "=", path)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  await sql`
    insert into not_found_log (path, count, last_seen_at, referrer)
    select ${path}, 1, ${now}, ${ref}
    where (select count(*) from not_found_log) < ${NOT_FOUND_LOG_MAX}
    on conflict (path) do update set count = not_found_log.count + 1, last_seen_at = excluded.last_seen_at,
      referrer = excluded.referrer`.execute(db);
}

/** The most asked-for missing addresses first. */
export async function listNotFound(limit = 100): Promise<NotFoundRow[]> {
  return getDb()
    .selectFrom("not_found_log")
    .select(["path", "count", "last_seen_at as lastSeenAt", "referrer"])
    .orderBy("count", "desc")
    .orderBy("last_seen_at", "desc")
    .limit(limit)
    .execute();
}

/** A redirect now answers this address: it leaves the log. */
export async function forgetNotFound(path: string): Promise<void> {
  await getDb().deleteFrom("not_found_log").where("path", "=", path).execute();
}
