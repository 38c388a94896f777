import type { Kysely } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/** Who did what, from where: sign-ins, security changes, content, leads and uploads (decision 150). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("audit_log")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    // The account's e-mail as it was then; null for a failed sign-in to no known account.
    .addColumn("actor", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("object_type", "text")
    .addColumn("object_id", "text")
    .addColumn("object_label", "text")
    .addColumn("ip_address", "text")
    .execute();
  await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
