import "server-only";
import { sql } from "kysely";
import { getDb } from "./db";

export interface RateLimitRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets; 0 while allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts a hit for `key` (for example "contact:203.0.113.7") in a fixed window kept in the
 * database, so that the limit holds across every server process. One atomic statement: two
 * hits at the same moment never both see the old count.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${cutoff} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();

  if (row.count <= rule.limit) return { allowed: true, count: row.count, retryAfterSeconds: 0 };
  const resetAt = Date.parse(row.window_start) + rule.windowMs;
  return {
    allowed: false,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

/** Forgets a key, for example after a successful sign-in. */
export async function resetRateLimit(key: string): Promise<void> {
  await getDb().deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Deletes counters whose window ended long ago; any process may run it now and then. */
export async function pruneRateLimits(olderThanMs: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  await getDb().deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
}
