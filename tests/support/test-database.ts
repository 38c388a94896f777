import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  /** A DATABASE_URL for the site's own config. */
  url: string;
  /** What `createSqliteDatabase` or `createPostgresDatabase` copies it from: its file, or its name on the server. */
  copySource: string;
  drop(): Promise<void>;
}

/**
 * Every database and folder a test run makes carries the id of the process that made it, so that
 * a later run can tell the leftovers of a run that was killed (reap-leftovers.ts) from those of a
 * run still going.
 */
export const TEST_PREFIX = "agency-test-";
const PG_PREFIX = "test_";

/** A folder of the system's temporary folder, named for the process that owns it. */
export function makeTestDir(kind: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${TEST_PREFIX}${process.pid}-${kind}-`));
}

/** The process id a test folder or database was named for, or undefined for another name. */
export function ownerOf(name: string): number | undefined {
  const match = new RegExp(`^(?:${TEST_PREFIX}|${PG_PREFIX})(\\d+)[-_]`).exec(name);
  return match ? Number(match[1]) : undefined;
}

/** A throwaway SQLite file, empty or a copy of `template` (a closed, migrated database file). */
export function createSqliteDatabase(template?: string): TestDatabase {
  const dir = makeTestDir("db");
  const file = path.join(dir, "site.db");
  if (template) fs.copyFileSync(template, file);
  return {
    url: `file:${file}`,
    copySource: file,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// Two copies of one template at the same moment: PostgreSQL refuses the second while the first
// still reads the template. Seconds at most.
const TEMPLATE_BUSY = /is being accessed by other users/;

/**
 * A fresh database on the TEST_DATABASE_URL server, empty or a copy of the database `template`,
 * dropped afterwards. A database rather than a schema: Kysely's introspection (the migrator's,
 * the backup's) reads every schema of its database, and fails when another test file drops its
 * schema during that read.
 */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `${PG_PREFIX}${process.pid}_${randomBytes(6).toString("hex")}`;
  const statement = `create database "${name}"${template ? ` template "${template}"` : ""}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, statement);
      break;
    } catch (error) {
      if (!(error instanceof Error && TEMPLATE_BUSY.test(error.message)) || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    copySource: name,
    // Forced: a pool the test left open must not keep the database alive.
    drop: async () => void (await onServer(serverUrl, `drop database if exists "${name}" with (force)`)),
  };
}

/** An empty database of the dialect ("postgres" on TEST_DATABASE_URL, SQLite otherwise). */
export async function createTestDatabase(dialect: string | undefined): Promise<TestDatabase> {
  if (dialect === "postgres") return createPostgresDatabase(postgresServerUrl());
  return createSqliteDatabase();
}

export function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return serverUrl;
}

/** The names of the test databases on the TEST_DATABASE_URL server. */
export async function listPostgresTestDatabases(serverUrl: string): Promise<string[]> {
  const { rows } = await onServer(
    serverUrl,
    `select datname from pg_database where datname like '${PG_PREFIX}%' and not datistemplate`,
  );
  return rows.map((row: { datname: string }) => row.datname);
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
}
