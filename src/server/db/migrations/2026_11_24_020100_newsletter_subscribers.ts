import type { Kysely } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    // Stored trimmed and lower-cased, so one address subscribes once.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_subscribers").execute();
}
