import { type Kysely, sql } from "kysely";
import { readTimeOf } from "@/lib/blog/read-time";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/**
 * Categories and tags as the admin manages them (decision 192): `blog_terms` holds each one's
 * address (slug) and description, `blog_post_tags` which posts carry which tag. A post's category
 * stays its `category` text, which every listing already reads; a category's row holds only what
 * the text cannot (its description). Writes raise the content version, as writes to blog_posts
 * do, because public pages show them. Every stored post's read time is computed from its body
 * once here, as every save computes it from now on (decision 193).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("blog_terms")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('category', 'tag')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addUniqueConstraint("blog_terms_kind_slug", ["kind", "slug"])
    .execute();
  await db.schema
    .createTable("blog_post_tags")
    .addColumn("post_id", "integer", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
    .addColumn("term_id", "integer", (c) => c.notNull().references("blog_terms.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("blog_post_tags_pk", ["post_id", "term_id"])
    .execute();
  await db.schema.createIndex("blog_post_tags_term").on("blog_post_tags").columns(["term_id", "post_id"]).execute();

  for (const table of ["blog_terms", "blog_post_tags"]) {
    if (dialect === "sqlite") {
      for (const event of ["insert", "update", "delete"]) {
        await sql
          .raw(
            `create trigger ${table}_after_${event} after ${event} on ${table}
             begin update content_version set version = version + 1 where id = 1; end`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `create trigger ${table}_content_version
           after insert or update or delete or truncate on ${table}
           for each statement execute function bump_content_version()`,
        )
        .execute(db);
    }
  }

  const posts = await sql<{ id: number; content: string }>`select id, content from blog_posts`.execute(db);
  for (const post of posts.rows) {
    await sql`update blog_posts set "readTime" = ${readTimeOf(post.content)} where id = ${post.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_post_tags").execute();
  await db.schema.dropTable("blog_terms").execute();
}
