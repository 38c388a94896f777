import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../tests/support/test-database";
import { parseDatabaseUrl } from "../config";
import { type DB, createDb } from ".";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/registry";

const opened: { db: DB; database: TestDatabase }[] = [];

async function freshDatabase(): Promise<DB> {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  return db;
}

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

describe(`migrations (${process.env.TEST_DIALECT})`, () => {
  it("migrate a fresh database next to one that is migrated already", async () => {
    // On PostgreSQL both live in schemas of the same database.
    const first = await freshDatabase();
    expect(await migrateToLatest(first)).toEqual(Object.keys(migrations));
    const second = await freshDatabase();
    expect(await migrateToLatest(second)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(second)).toEqual([]);
  });
});
