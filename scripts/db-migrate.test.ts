import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** One run of the command, a new Node.js process loading TypeScript: seconds, more on a busy machine. */
const RUN_ALLOWANCE_MS = 30_000;

function migrate(databaseUrl: string) {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/db-migrate.ts"],
    {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "test", DATABASE_URL: databaseUrl },
      encoding: "utf8",
      timeout: RUN_ALLOWANCE_MS,
    },
  );
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

it("npm run db:migrate creates the schema once, then reports it current", { timeout: 2 * RUN_ALLOWANCE_MS }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-migrate-"));
  const file = path.join(dir, "site.db");
  try {
    const first = migrate(`file:${file}`);
    expect(first.status).toBe(0);
    expect(first.out).toMatch(/^Applied: 2026_11_22_000000_initial, /);
    const db = new SQLite(file);
    const tables = db.prepare("select name from sqlite_master where type = 'table'").pluck().all();
    db.close();
    expect(tables).toEqual(expect.arrayContaining(["blog_posts", "contact_submissions", "content_version"]));

    const second = migrate(`file:${file}`);
    expect(second).toMatchObject({ status: 0, out: "The database is up to date." });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("npm run db:migrate stops with one line on a bad DATABASE_URL", { timeout: RUN_ALLOWANCE_MS }, () => {
  const result = migrate("mysql://db/site");
  expect(result.status).toBe(1);
  expect(result.err.split("\n")).toHaveLength(1);
  expect(result.err).toMatch(/^Invalid environment variable DATABASE_URL: unsupported scheme "mysql:"/);
});
