import { type Kysely, sql } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/**
 * Redirects from old addresses (a post's former slug) to where the page lives now. Writes raise
 * the content version, like writes to blog_posts, so every process reloads its map (decision 190).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("redirects")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_target", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('automatic', 'manual')`))
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  // The 404 log: bounded by its module (src/server/http/not-found-log.ts), never a public page's content.
  await db.schema
    .createTable("not_found_log")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("last_seen_at", timestampColumnType(dialect), (c) => c.notNull())
    .addColumn("referrer", "text")
    .execute();

  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger redirects_after_${event} after ${event} on redirects
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create trigger redirects_content_version
    after insert or update or delete or truncate on redirects
    for each statement execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    for (const event of ["insert", "update", "delete"])
      await sql.raw(`drop trigger redirects_after_${event}`).execute(db);
  } else {
    await sql`drop trigger redirects_content_version on redirects`.execute(db);
  }
  await db.schema.dropTable("not_found_log").execute();
  await db.schema.dropTable("redirects").execute();
}
