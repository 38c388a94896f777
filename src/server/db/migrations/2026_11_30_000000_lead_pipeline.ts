import { type Kysely, sql } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/**
 * The lead pipeline (decision 170): each lead's status, the form it came from, and its history of
 * status changes and notes. Audit requests were told apart by their service until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("form", "text", (c) => c.notNull().defaultTo("contact"))
    .execute();
  await sql`update contact_submissions set form = 'audit' where service = 'Local Business Marketing Audit'`.execute(db);
  await db.schema
    .createIndex("contact_submissions_status_idx")
    .on("contact_submissions")
    .columns(["is_spam", "status", "created_at"])
    .execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    // Erasing a lead erases its history with it.
    .addColumn("submission_id", "integer", (c) => c.notNull().references("contact_submissions.id").onDelete("cascade"))
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text")
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("lead_events_submission_idx")
    .on("lead_events")
    .columns(["submission_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropIndex("contact_submissions_status_idx").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("form").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("status").execute();
}
