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

/** A fresh schema on the TEST_DATABASE_URL server, dropped afterwards. */
export async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
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
