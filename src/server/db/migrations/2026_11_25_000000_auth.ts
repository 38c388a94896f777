import type { Kysely } from "kysely";
import { dialectOf, nowDefault, timestampColumnType } from "../dialect";

/**
 * The tables better-auth reads and writes, with its own table and column names. Its Kysely
 * adapter stores dates as ISO text and booleans as 0/1 on SQLite, and natively on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const date = timestampColumnType(dialect);
  const bool = dialect === "sqlite" ? "integer" : "boolean";

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updatedAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", date, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updatedAt", date, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_user_id_index").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", date)
    .addColumn("refreshTokenExpiresAt", date)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updatedAt", date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_user_id_index").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", date, (c) => c.notNull())
    .addColumn("createdAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updatedAt", date, (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema.createIndex("verification_identifier_index").on("verification").column("identifier").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["verification", "account", "session", "user"]) await db.schema.dropTable(table).execute();
}
