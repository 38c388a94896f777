import type { Kysely } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampColumnType(dialect);

  // What the lead inbox needs: spam kept apart (and why), read state, and a keyed hash of the
  // sender's address to spot floods without keeping the address itself.
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("is_spam", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("contact_submissions").addColumn("spam_reason", "text").execute();
  await db.schema.alterTable("contact_submissions").addColumn("ip_hash", "text").execute();
  await db.schema.alterTable("contact_submissions").addColumn("read_at", timestamp).execute();
  await db.schema
    .createIndex("contact_submissions_inbox_idx")
    .on("contact_submissions")
    .columns(["is_spam", "created_at"])
    .execute();

  // One notification per submission, written in the submission's transaction and sent by a
  // worker with retries; the row is its delivery record.
  await db.schema
    .createTable("email_outbox")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("submission_id", "integer", (c) =>
      c.notNull().unique().references("contact_submissions.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("locked_until", timestamp)
    .addColumn("last_error", "text")
    .addColumn("sent_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_outbox").execute();
  await db.schema.dropIndex("contact_submissions_inbox_idx").execute();
  for (const column of ["read_at", "ip_hash", "spam_reason", "is_spam"]) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
}
