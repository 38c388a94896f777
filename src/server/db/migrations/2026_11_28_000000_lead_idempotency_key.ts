import type { Kysely } from "kysely";

/** A retried submission (its answer lost) finds the lead it already stored instead of making a second. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_submissions").addColumn("idempotency_key", "text").execute();
  await db.schema
    .createIndex("contact_submissions_idempotency_key")
    .on("contact_submissions")
    .column("idempotency_key")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_submissions_idempotency_key").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("idempotency_key").execute();
}
