import "server-only";
import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { currentSchema } from "./dialect";
import { migrations } from "./migrations/registry";

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "MigrationError";
  }
}

/**
 * `inOpenTransaction`: the caller has begun a transaction on this connection and commits it,
 * so that the migrations and the caller's other writes stand or fall together.
 */
async function createMigrator<T>(db: Kysely<T>, inOpenTransaction: boolean): Promise<Migrator> {
  // Unless told the schema, Kysely takes its tables in any schema of the database for its own:
  // another application's (or test run's) schema would hide ours.
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await currentSchema(db),
    disableTransactions: inOpenTransaction,
  });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((r) => r.status === "Error");
  if (error) {
    if (!failed) throw error;
    throw new MigrationError(failed.migrationName, error);
  }
  const skipped = results.find((r) => r.status === "NotExecuted");
  if (skipped) throw new MigrationError(skipped.migrationName, new Error("it has no way back (down)"));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names of those it applied. */
export async function migrateToLatest<T>(db: Kysely<T>, { inOpenTransaction = false } = {}): Promise<string[]> {
  return applied(await (await createMigrator(db, inOpenTransaction)).migrateToLatest());
}

/** Moves the schema up or down to the named migration (restores, and tests giving a migration its rows). */
export async function migrateTo<T>(
  db: Kysely<T>,
  migration: string,
  { inOpenTransaction = false } = {},
): Promise<string[]> {
  return applied(await (await createMigrator(db, inOpenTransaction)).migrateTo(migration));
}

/** The last migration applied (undefined for a database without any) and those not applied yet. */
export async function migrationState<T>(db: Kysely<T>): Promise<{ latest: string | undefined; pending: string[] }> {
  const all = await (await createMigrator(db, true)).getMigrations();
  return {
    latest: all.filter((migration) => migration.executedAt).at(-1)?.name,
    pending: all.filter((migration) => !migration.executedAt).map((migration) => migration.name),
  };
}

/** The name of the last migration applied, or undefined for a database without any. */
export async function appliedSchemaVersion<T>(db: Kysely<T>): Promise<string | undefined> {
  return (await migrationState(db)).latest;
}
