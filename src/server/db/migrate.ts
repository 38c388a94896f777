import "server-only";
import { type Kysely, type MigrationResultSet, Migrator, sql } from "kysely";
import { dialectOf } from "./dialect";
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

async function migratorFor<T>(db: Kysely<T>): Promise<Migrator> {
  // Unless told the schema, Kysely takes its tables in any schema of the database for its own:
  // another application's (or test run's) schema would hide ours.
  const migrationTableSchema =
    dialectOf(db) === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
}

function appliedOrThrow({ error, results = [] }: MigrationResultSet): string[] {
  if (error) {
    const failed = results.find((r) => r.status === "Error");
    if (!failed) throw error;
    throw new MigrationError(failed.migrationName, error);
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names of those it applied. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  return appliedOrThrow(await (await migratorFor(db)).migrateToLatest());
}

/** Applies the pending migrations up to `name`: tests use it to give a migration the rows it finds. */
export async function migrateTo<T>(db: Kysely<T>, name: string): Promise<string[]> {
  return appliedOrThrow(await (await migratorFor(db)).migrateTo(name));
}
