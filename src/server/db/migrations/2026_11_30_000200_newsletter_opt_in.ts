import { type Kysely, sql } from "kysely";
import { dialectOf, timestampColumnType } from "../dialect";

/**
 * Double opt-in for newsletter_subscribers: a state, the consent given and the times the
 * confirmation and unsubscribe tokens are bound to. Rows from before signed up under single
 * opt-in and are kept as confirmed (decision 186). The outbox (2026_11_30_000100) gains the
 * subscriber its "subscriber-email" rows are for; deleting a subscriber deletes their e-mails.
 */

const TIMESTAMPS = ["confirmation_sent_at", "confirmed_at", "unsubscribed_at", "consent_at"] as const;
const TEXTS = ["consent_page", "consent_text"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumnType(dialectOf(db));
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("unconfirmed"))
    .execute();
  for (const column of TIMESTAMPS) {
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, timestamp).execute();
  }
  for (const column of TEXTS) {
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, "text").execute();
  }
  await sql`update newsletter_subscribers set state = 'confirmed', confirmed_at = created_at`.execute(db);
  await db.schema
    .createIndex("newsletter_subscribers_state_idx")
    .on("newsletter_subscribers")
    .columns(["state", "confirmation_sent_at"])
    .execute();
  await db.schema
    .alterTable("email_outbox")
    .addColumn("subscriber_id", "integer", (c) => c.references("newsletter_subscribers.id").onDelete("cascade"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_outbox where channel = 'subscriber-email'`.execute(db);
  await db.schema.alterTable("email_outbox").dropColumn("subscriber_id").execute();
  await db.schema.dropIndex("newsletter_subscribers_state_idx").execute();
  // Single opt-in again: only addresses that confirmed are kept on the list.
  await sql`delete from newsletter_subscribers where state <> 'confirmed'`.execute(db);
  for (const column of [...TEXTS, ...TIMESTAMPS, "state"]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
