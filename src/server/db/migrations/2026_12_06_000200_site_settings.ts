import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The agency's settings live in app_settings under the key "site" (decision 194). Public pages
 * show them, so a write of that row raises the content version like a write to blog_posts,
 * whoever makes it (the settings screen, a restore, an operator's SQL); the app secret and the
 * other rows of the table do not.
 */
const EVENTS = [
  { event: "insert", when: "new.key = 'site'" },
  { event: "update", when: "new.key = 'site' or old.key = 'site'" },
  { event: "delete", when: "old.key = 'site'" },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  for (const { event, when } of EVENTS) {
    await sql
      .raw(
        sqlite
          ? `create trigger app_settings_site_after_${event} after ${event} on app_settings when ${when}
             begin update content_version set version = version + 1 where id = 1; end`
          : `create trigger app_settings_site_after_${event} after ${event} on app_settings
             for each row when (${when}) execute function bump_content_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  for (const { event } of EVENTS) {
    await sql.raw(`drop trigger app_settings_site_after_${event}${sqlite ? "" : " on app_settings"}`).execute(db);
  }
}
