import { type Kysely, sql } from "kysely";
import { dialectOf, nowDefault, timestampColumnType } from "../dialect";

/**
 * The media library (decision 125): one row per uploaded image, keyed by its stored name, with
 * the alt text and caption every use of it shows. Images uploaded before this table are recorded
 * when first needed (src/server/media/library.ts). Writes raise the content version, like writes
 * to blog_posts, so a page showing an image's old alt text is rendered again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("media")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("caption", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema.createIndex("media_created_at").on("media").columns(["created_at", "name"]).execute();

  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger media_after_${event} after ${event} on media
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create trigger media_content_version
    after insert or update or delete or truncate on media
    for each statement execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") {
    for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger media_after_${event}`).execute(db);
  } else {
    await sql`drop trigger media_content_version on media`.execute(db);
  }
  await db.schema.dropTable("media").execute();
}
