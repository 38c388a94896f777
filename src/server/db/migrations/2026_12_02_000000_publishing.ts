import { type Kysely, sql } from "kysely";
import {
  type DialectName,
  dialectOf,
  idColumnType,
  nowDefault,
  sqliteAtomically,
  timestampColumnType,
} from "../dialect";

/**
 * Publishing (decision 191): a post is a draft or published, at a time that may be ahead
 * (scheduled); it carries its own search and social settings; each save keeps a revision.
 * Existing posts are published, at the time they had. A draft need not have a date yet, so
 * `published_at` becomes nullable (a row stored without it is still published now): SQLite
 * changes that only by rebuilding the table.
 */

const CONTENT_COLUMNS = ["title", "excerpt", "cover", "author", "readTime", "category", "content"];
const SEO_TEXT_COLUMNS = ["meta_title", "meta_description", "social_image", "canonical_url"];
const STATUS_CHECK = sql`status in ('draft', 'published')`;
const DATED_WHEN_PUBLISHED = sql`status = 'draft' or published_at is not null`;

/**
 * As in the publication timestamp migration, with the status among the columns: on SQLite the
 * listing's index also holds every column a card, a search, the sitemap or the visibility rule
 * reads, so they never read the rows with their long bodies.
 */
async function createListingIndexes(db: Kysely<unknown>, dialect: DialectName, withStatus: boolean): Promise<void> {
  const covering = ["slug", "title", "excerpt", "cover", "author", "readTime", "category", "updated_at"];
  if (withStatus) covering.push("status", "noindex");
  await db.schema
    .createIndex("blog_posts_published_idx")
    .on("blog_posts")
    .columns(["published_at desc", "id desc", ...(dialect === "sqlite" ? covering : [])])
    .execute();
  for (const column of ["category", "author"]) {
    await db.schema
      .createIndex(`blog_posts_${column}_published_idx`)
      .on("blog_posts")
      .columns([column, "published_at desc", "id desc"])
      .execute();
  }
}

async function contentVersionTriggers(db: Kysely<unknown>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(
        `create trigger blog_posts_after_${event} after ${event} on blog_posts
         begin update content_version set version = version + 1 where id = 1; end`,
      )
      .execute(db);
  }
}

/** SQLite: the table made again with the new columns, its rows copied, its indexes and triggers made again. */
async function rebuildOnSqlite(db: Kysely<unknown>, withPublishing: boolean): Promise<void> {
  let table = db.schema
    .createTable("blog_posts_next")
    .addColumn("id", idColumnType("sqlite"), (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique());
  for (const column of CONTENT_COLUMNS) table = table.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
  if (withPublishing) {
    table = table
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published").check(STATUS_CHECK))
      // A row stored without a time, by an operator's SQL say, is published now, as before.
      .addColumn("published_at", timestampColumnType("sqlite"), (c) => c.defaultTo(nowDefault("sqlite")));
    for (const column of SEO_TEXT_COLUMNS) table = table.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
    table = table
      .addColumn("noindex", "integer", (c) => c.notNull().defaultTo(0))
      .addCheckConstraint("blog_posts_dated_when_published", DATED_WHEN_PUBLISHED);
  } else {
    table = table.addColumn("published_at", timestampColumnType("sqlite"), (c) =>
      c.notNull().defaultTo(nowDefault("sqlite")),
    );
  }
  for (const column of ["created_at", "updated_at"]) {
    table = table.addColumn(column, timestampColumnType("sqlite"), (c) => c.notNull().defaultTo(nowDefault("sqlite")));
  }
  await table.execute();
  const copied = sql.join(["id", "slug", ...CONTENT_COLUMNS, "created_at", "updated_at"].map((c) => sql.ref(c)));
  // Going back, a draft without a date gets the time it was last saved.
  const publishedAt = withPublishing ? sql`published_at` : sql`coalesce(published_at, updated_at)`;
  await sql`insert into blog_posts_next (${copied}, published_at)
            select ${copied}, ${publishedAt} from blog_posts`.execute(db);
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.alterTable("blog_posts_next").renameTo("blog_posts").execute();
  await contentVersionTriggers(db);
  await createListingIndexes(db, "sqlite", withPublishing);
}

async function createRevisions(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable("post_revisions")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    // Deleting a post deletes its history with it.
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("actor", "text")
    // JSON: the names of the fields this save changed, and every field as it was saved.
    .addColumn("changed", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_revisions_post_idx").on("post_revisions").columns(["post_id", "id desc"]).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === "sqlite") {
    await sqliteAtomically(db, async (trx) => {
      await rebuildOnSqlite(trx, true);
      await createRevisions(trx, dialect);
    });
    return;
  }
  await db.schema
    .alterTable("blog_posts")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published").check(STATUS_CHECK))
    .execute();
  await sql`alter table blog_posts alter column published_at drop not null`.execute(db);
  for (const column of SEO_TEXT_COLUMNS) {
    await db.schema
      .alterTable("blog_posts")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  await db.schema
    .alterTable("blog_posts")
    .addColumn("noindex", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table blog_posts add constraint blog_posts_dated_when_published check (${DATED_WHEN_PUBLISHED})`.execute(
    db,
  );
  await createRevisions(db, dialect);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema.dropTable("post_revisions").execute();
  if (dialect === "sqlite") {
    await sqliteAtomically(db, (trx) => rebuildOnSqlite(trx, false));
    return;
  }
  await sql`update blog_posts set published_at = coalesce(published_at, updated_at)`.execute(db);
  await sql`alter table blog_posts drop constraint blog_posts_dated_when_published`.execute(db);
  await sql`alter table blog_posts alter column published_at set not null`.execute(db);
  for (const column of ["status", ...SEO_TEXT_COLUMNS, "noindex"]) {
    await db.schema.alterTable("blog_posts").dropColumn(column).execute();
  }
}
