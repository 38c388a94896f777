import "server-only";
import { PAGE_VIEW_RETENTION_DAYS } from "@/lib/attribution/periods";
import type { PathViews } from "@/lib/attribution/sources-report";
import { addCalendarDays, calendarDayOf } from "@/lib/dates";
import { getDb } from "../db";

/**
 * The page_views table: how many times each page was viewed on each of the agency's calendar
 * days (decision 200). Nothing about the visitor: no address, no agent, no cookie, no time of
 * day. Written in batches by every server process's view counter, each batch added to what
 * other processes wrote; kept PAGE_VIEW_RETENTION_DAYS days.
 */

export interface PageViewCount {
  day: string;
  path: string;
  views: number;
}

/** Rows a statement at most: three parameters each, well under either database's limit. */
const ROWS_PER_STATEMENT = 500;

/**
 * Adds the counts to the stored ones, all or nothing. Rows go in one order (day, then path) in
 * every process, so that two processes adding to the same rows at once on PostgreSQL wait for
 * each other instead of deadlocking.
 */
export async function addPageViews(counts: readonly PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = [...counts].sort((a, b) => (a.day === b.day ? (a.path < b.path ? -1 : 1) : a.day < b.day ? -1 : 1));
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto("page_views")
          .values(rows.slice(start, start + ROWS_PER_STATEMENT))
          .onConflict((oc) =>
            oc.columns(["day", "path"]).doUpdateSet((eb) => ({
              views: eb("page_views.views", "+", eb.ref("excluded.views")),
            })),
          )
          .execute();
      }
    });
}

/** Views of each path from `firstDay` to `lastDay`, both included. */
export async function countViewsByPath(firstDay: string, lastDay: string): Promise<PathViews[]> {
  const rows = await getDb()
    .selectFrom("page_views")
    .select((eb) => ["path", eb.fn.sum<number | string>("views").as("views")])
    .where("day", ">=", firstDay)
    .where("day", "<=", lastDay)
    .groupBy("path")
    .execute();
  // PostgreSQL sums integers as bigint, which its driver hands over as text.
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}

/** The housekeeping job: deletes the days before the last PAGE_VIEW_RETENTION_DAYS. Returns how many rows went. */
export async function purgeOldPageViews(now = new Date()): Promise<number> {
  const firstKept = addCalendarDays(calendarDayOf(now), 1 - PAGE_VIEW_RETENTION_DAYS);
  const result = await getDb().deleteFrom("page_views").where("day", "<", firstKept).executeTakeFirst();
  return Number(result.numDeletedRows);
}
