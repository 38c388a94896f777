import { type Kysely, sql } from "kysely";
import { calendarDayOf, formatLongDate } from "@/lib/dates";
import {
  type DialectName,
  dialectOf,
  idColumnType,
  nowDefault,
  sqliteAtomically,
  timestampColumnType,
} from "../dialect";
import { isoDateOf } from "./long-date";

/**
 * A post's publication date becomes a timestamp, `published_at`, like every other moment the
 * database keeps; pages format it when they are drawn. It replaces the display text in `date`
 * and the sortable day in `published_on`. An existing post is published at noon UTC of its day,
 * which is the same day in Salt Lake City, so readers see the date they saw before, and posts of
 * one day keep their order (the newer id first).
 */

type LegacyPosts = Kysely<{
  blog_posts: { id: number; date: string; published_on: string; published_at: string; created_at: string };
}>;

const TEXT_COLUMNS = ["title", "excerpt", "cover", "author", "readTime", "category", "content"];

/** Whether the text is a real day written as "2025-01-05" (not "2025-02-30"). */
function isDay(text: string): boolean {
  const time = Date.parse(`${text}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** Gives a row written by hand without a valid `published_on` the day of its display date, else of its storing. */
async function repairDays(posts: LegacyPosts): Promise<void> {
  const rows = await posts.selectFrom("blog_posts").select(["id", "date", "published_on", "created_at"]).execute();
  for (const row of rows) {
    if (isDay(row.published_on)) continue;
    const day = isoDateOf(row.date) ?? new Date(row.created_at).toISOString().slice(0, 10);
    await posts.updateTable("blog_posts").set({ published_on: day }).where("id", "=", row.id).execute();
  }
}

async function createListingIndexes(db: Kysely<unknown>, dialect: DialectName, timeColumn: string): Promise<void> {
  // As in the blog listing migration: on SQLite the listing's index covers every column a card,
  // a search or the sitemap reads, so that they never read the rows with their long bodies.
  const covering = ["slug", "title", "excerpt", "cover", "author", "readTime", "category", "updated_at"];
  await db.schema
    .createIndex("blog_posts_published_idx")
    .on("blog_posts")
    .columns([`${timeColumn} desc`, "id desc", ...(dialect === "sqlite" ? covering : [])])
    .execute();
  for (const column of ["category", "author"]) {
    await db.schema
      .createIndex(`blog_posts_${column}_published_idx`)
      .on("blog_posts")
      .columns([column, `${timeColumn} desc`, "id desc"])
      .execute();
  }
}

async function dropListingIndexes(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "blog_posts_published_idx",
    "blog_posts_category_published_idx",
    "blog_posts_author_published_idx",
  ])
    await db.schema.dropIndex(index).execute();
}

/**
 * SQLite adds a column only with a constant default, and `published_at` defaults to now like the
 * other timestamps: the table is rebuilt, and with it go its indexes and the content version's
 * triggers, which are made again.
 */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable("blog_posts_next")
    .addColumn("id", idColumnType("sqlite"), (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique());
  for (const column of TEXT_COLUMNS) table = table.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
  for (const column of ["published_at", "created_at", "updated_at"]) {
    table = table.addColumn(column, timestampColumnType("sqlite"), (c) => c.notNull().defaultTo(nowDefault("sqlite")));
  }
  await table.execute();
  const copied = sql.join(["id", "slug", ...TEXT_COLUMNS, "created_at", "updated_at"].map((column) => sql.ref(column)));
  await sql`insert into blog_posts_next (${copied}, published_at)
            select ${copied}, published_on || 'T12:00:00.000Z' from blog_posts`.execute(db);
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.alterTable("blog_posts_next").renameTo("blog_posts").execute();
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger blog_posts_after_${event} after ${event} on blog_posts
         begin update content_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === "sqlite") {
    await sqliteAtomically(db, async (trx) => {
      await repairDays(trx as unknown as LegacyPosts);
      await rebuildOnSqlite(trx);
      await createListingIndexes(trx, dialect, "published_at");
    });
    return;
  }
  await repairDays(db as unknown as LegacyPosts);
  await db.schema
    .alterTable("blog_posts")
    .addColumn("published_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await sql`update blog_posts set published_at = cast(published_on || 'T12:00:00Z' as timestamptz)`.execute(db);
  await dropListingIndexes(db);
  await db.schema.alterTable("blog_posts").dropColumn("published_on").dropColumn("date").execute();
  await createListingIndexes(db, dialect, "published_at");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const posts = db as unknown as LegacyPosts;
  for (const column of ["date", "published_on"]) {
    await db.schema
      .alterTable("blog_posts")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  const rows = await posts.selectFrom("blog_posts").select(["id", "published_at"]).execute();
  for (const row of rows) {
    await posts
      .updateTable("blog_posts")
      .set({ date: formatLongDate(row.published_at), published_on: calendarDayOf(row.published_at) })
      .where("id", "=", row.id)
      .execute();
  }
  await dropListingIndexes(db);
  await db.schema.alterTable("blog_posts").dropColumn("published_at").execute();
  await createListingIndexes(db, dialect, "published_on");
}
