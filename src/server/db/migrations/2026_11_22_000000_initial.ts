import type { Kysely } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampColumnType(dialect);

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("date", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("readTime", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema.createIndex("blog_posts_category_idx").on("blog_posts").column("category").execute();
  await db.schema.createIndex("blog_posts_author_idx").on("blog_posts").column("author").execute();

  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("service", "text")
    .addColumn("recaptcha_token", "text")
    .addColumn("recaptcha_verified", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema
    .createIndex("contact_submissions_created_at_idx")
    .on("contact_submissions")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_submissions").execute();
  await db.schema.dropTable("blog_posts").execute();
}
