import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  /** A DATABASE_URL for the site's own config. */
  url: string;
  drop(): Promise<void>;
}

/** A throwaway SQLite file in the system's temporary folder. */
export function createSqliteDatabase(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
  return {
    url: `file:${path.join(dir, "site.db")}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database on the TEST_DATABASE_URL server, dropped afterwards. A database rather than a
 * schema: Kysely's introspection (the migrator's, the backup's) reads every schema of its
 * database, and fails when another test file drops its schema during that read.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Forced: a pool the test left open must not keep the database alive.
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}

export async function createTestDatabase(dialect: string | undefined): Promise<TestDatabase> {
  if (dialect === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
    return createPostgresDatabase(serverUrl);
  }
  return createSqliteDatabase();
}
