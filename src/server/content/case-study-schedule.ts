import "server-only";
import { getDb } from "../db";
import { nowIso } from "../db/dialect";

/*
 * Kept apart from case-studies.ts, which draws on the site's copy and icons, because the site
 * server reads it for the page cache (decision 198).
 */

/**
 * The next moments at which a case study becomes public with nobody writing, soonest first, at
 * most `limit`: the page cache learns them with the posts' (decision 191).
 */
export async function listUpcomingCaseStudyPublications(now = nowIso(), limit = 100): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("case_studies")
    .select("published_at")
    .distinct()
    .where("status", "=", "published")
    .where("published_at", ">", now)
    .orderBy("published_at")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.published_at === null ? [] : [row.published_at]));
}
