import type { Kysely } from "kysely";
import { dialectOf, timestampColumnType } from "../dialect";

/**
 * What better-auth's two-factor plugin reads and writes, with its own names: a flag on the
 * user and one row per enrolled account holding the encrypted TOTP secret and backup codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const bool = dialect === "sqlite" ? "integer" : "boolean";
  const no = dialect === "sqlite" ? 0 : false;

  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", bool, (c) => c.notNull().defaultTo(no))
    .execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool, (c) => c.notNull().defaultTo(dialect === "sqlite" ? 1 : true))
    .addColumn("failedVerificationCount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lockedUntil", timestampColumnType(dialect))
    .execute();
  await db.schema.createIndex("two_factor_user_id_index").on("twoFactor").column("userId").execute();
  await db.schema.createIndex("two_factor_secret_index").on("twoFactor").column("secret").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("twoFactor").execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
