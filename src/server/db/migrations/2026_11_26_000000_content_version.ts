import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A counter that every write to blog_posts raises, by trigger: the page cache compares it with
 * the value it stored a page under. Triggers see every write, whoever makes it: the admin
 * area, another server process, or an operator's SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);

  if (dialectOf(db) === "sqlite") {
    // SQLite triggers run per row; a bulk import raises the counter once per post, which is cheap.
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger blog_posts_after_${event} after ${event} on blog_posts
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create function bump_content_version() returns trigger language plpgsql
    -- the schema this migration ran in, whatever the writing session's search_path
    set search_path from current as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger blog_posts_content_version
    after insert or update or delete or truncate on blog_posts
    for each statement execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    for (const event of ["insert", "update", "delete"])
      await sql.raw(`drop trigger blog_posts_after_${event}`).execute(db);
  } else {
    await sql`drop trigger blog_posts_content_version on blog_posts`.execute(db);
    await sql`drop function bump_content_version()`.execute(db);
  }
  await db.schema.dropTable("content_version").execute();
}
