import type { Kysely } from "kysely";
import { dialectOf, timestampColumnType } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumnType(dialectOf(db));

  // Values the application generates once and shares between processes, such as its secret.
  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  // Fixed-window counters, shared by every server process.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", timestamp, (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("app_settings").execute();
}
