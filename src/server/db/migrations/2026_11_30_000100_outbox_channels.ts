import { type Kysely, sql } from "kysely";
import { dialectOf, idColumnType, nowDefault, sqliteAtomically, timestampColumnType } from "../dialect";

/**
 * The outbox carries more than a lead's e-mail: each row names its `channel` ("lead-email",
 * "lead-webhook", later others), and a lead has at most one row per channel. `submission_id`
 * may be null so that a row for something other than a lead (a newsletter subscriber) can be
 * added beside its own reference column. The cascade from the lead stays: erasing a lead
 * erases its deliveries. The table keeps its name, which other modules and backups know.
 */

const COLUMNS =
  "id, submission_id, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at, updated_at";

async function createTable(db: Kysely<unknown>, name: string, withChannels: boolean): Promise<void> {
  const timestamp = timestampColumnType("sqlite");
  let table = db.schema.createTable(name).addColumn("id", idColumnType("sqlite"), (c) => c.primaryKey());
  if (withChannels) table = table.addColumn("channel", "text", (c) => c.notNull().defaultTo("lead-email"));
  await table
    .addColumn("submission_id", "integer", (c) => {
      const column = c.references("contact_submissions.id").onDelete("cascade");
      return withChannels ? column : column.notNull().unique();
    })
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestamp, (c) => c.notNull().defaultTo(nowDefault("sqlite")))
    .addColumn("locked_until", timestamp)
    .addColumn("last_error", "text")
    .addColumn("sent_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(nowDefault("sqlite")))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(nowDefault("sqlite")))
    .execute();
}

/** SQLite cannot drop a column's UNIQUE or NOT NULL: the table is made again and its rows copied. */
async function rebuildOnSqlite(db: Kysely<unknown>, withChannels: boolean): Promise<void> {
  await sqliteAtomically(db, async (db) => {
    await createTable(db, "email_outbox_next", withChannels);
    await sql`insert into email_outbox_next (${sql.raw(COLUMNS)}) select ${sql.raw(COLUMNS)} from email_outbox`.execute(
      db,
    );
    await db.schema.dropTable("email_outbox").execute();
    await db.schema.alterTable("email_outbox_next").renameTo("email_outbox").execute();
    await indexes(db, withChannels);
  });
}

async function indexes(db: Kysely<unknown>, withChannels: boolean): Promise<void> {
  await db.schema
    .createIndex("email_outbox_due_idx")
    .on("email_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  if (withChannels) await channelIndex(db);
}

function channelIndex(db: Kysely<unknown>) {
  return db.schema
    .createIndex("email_outbox_submission_channel_idx")
    .on("email_outbox")
    .columns(["submission_id", "channel"])
    .unique()
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "sqlite") return rebuildOnSqlite(db, true);
  await db.schema
    .alterTable("email_outbox")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("lead-email"))
    .execute();
  await sql`alter table email_outbox alter column submission_id drop not null`.execute(db);
  await sql`alter table email_outbox drop constraint email_outbox_submission_id_key`.execute(db);
  await channelIndex(db);
}

/** Back to one e-mail per lead: every other channel's rows are removed first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from email_outbox where channel <> 'lead-email' or submission_id is null`.execute(db);
  if (dialectOf(db) === "sqlite") return rebuildOnSqlite(db, false);
  await db.schema.dropIndex("email_outbox_submission_channel_idx").execute();
  await sql`alter table email_outbox add constraint email_outbox_submission_id_key unique (submission_id)`.execute(db);
  await sql`alter table email_outbox alter column submission_id set not null`.execute(db);
  await db.schema.alterTable("email_outbox").dropColumn("channel").execute();
}
