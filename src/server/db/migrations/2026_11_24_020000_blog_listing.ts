import type { Kysely } from "kysely";
import { isoDateOf } from "./long-date";
import { dialectOf } from "../dialect";

const LISTED_COLUMNS = ["slug", "title", "excerpt", "cover", "date", "author", "readTime", "category", "updated_at"];

/**
 * `date` is display text ("January 5, 2025"), which does not sort by time. `published_on`
 * holds the same day as "2025-01-05", kept in step by the posts module, and the indexes
 * cover what the listing filters and sorts by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("blog_posts")
    .addColumn("published_on", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  // Existing rows: their display date, or the day they were stored when it does not parse.
  const posts = db as unknown as Kysely<{
    blog_posts: { id: number; date: string; created_at: string; published_on: string };
  }>;
  const rows = await posts.selectFrom("blog_posts").select(["id", "date", "created_at"]).execute();
  for (const row of rows) {
    const publishedOn = isoDateOf(row.date) ?? new Date(row.created_at).toISOString().slice(0, 10);
    await posts.updateTable("blog_posts").set({ published_on: publishedOn }).where("id", "=", row.id).execute();
  }

  await db.schema.dropIndex("blog_posts_category_idx").execute();
  await db.schema.dropIndex("blog_posts_author_idx").execute();
  // SQLite keeps a long body in the row itself, so scanning rows means reading a page per post.
  // There the listing's index also holds every column a card, a search or the sitemap reads,
  // and those never touch the rows. PostgreSQL moves long bodies out of the row on its own.
  const listingColumns =
    dialectOf(db) === "sqlite" ? ["published_on desc", "id desc", ...LISTED_COLUMNS] : ["published_on desc", "id desc"];
  await db.schema.createIndex("blog_posts_published_idx").on("blog_posts").columns(listingColumns).execute();
  await db.schema
    .createIndex("blog_posts_category_published_idx")
    .on("blog_posts")
    .columns(["category", "published_on desc", "id desc"])
    .execute();
  await db.schema
    .createIndex("blog_posts_author_published_idx")
    .on("blog_posts")
    .columns(["author", "published_on desc", "id desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("blog_posts_author_published_idx").execute();
  await db.schema.dropIndex("blog_posts_category_published_idx").execute();
  await db.schema.dropIndex("blog_posts_published_idx").execute();
  await db.schema.createIndex("blog_posts_category_idx").on("blog_posts").column("category").execute();
  await db.schema.createIndex("blog_posts_author_idx").on("blog_posts").column("author").execute();
  await db.schema.alterTable("blog_posts").dropColumn("published_on").execute();
}
