import type { Kysely } from "kysely";
import { dialectOf, timestampColumnType } from "../dialect";

/**
 * One row per running server process, renewed while it runs (src/server/ops/site-lease.ts,
 * decision 123): a restore refuses while one is live, and a backup records how many were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumnType(dialectOf(db));
  await db.schema
    .createTable("site_leases")
    .addColumn("holder", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("started_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_leases").execute();
}
