import type { Kysely } from "kysely";

/**
 * Attribution (decision 200): each lead records how its visit came, and the server counts page
 * views per path and calendar day, adding each batch to the day's count.
 */

const SOURCE_COLUMNS = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_id_kind",
  "form_page",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite alters a table one column at a time.
  for (const column of SOURCE_COLUMNS) {
    await db.schema.alterTable("contact_submissions").addColumn(column, "text").execute();
  }
  await db.schema
    .createTable("page_views")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_views_pkey", ["day", "path"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
  for (const column of [...SOURCE_COLUMNS].reverse()) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
}
