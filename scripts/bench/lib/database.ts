import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../../..");

/** A fresh, empty database for one benchmark run, dropped afterwards. */
export interface BenchDatabase {
  name: "SQLite" | "PostgreSQL";
  url: string;
  drop(): Promise<void>;
}

export function sqliteDatabase(): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  return {
    name: "SQLite",
    url: `file:${path.join(dir, "site.db")}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new schema on the PostgreSQL server at serverUrl. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create schema "${schema}"`);
  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { name: "PostgreSQL", url: url.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}

/**
 * Migrates the database and stores `posts` posts in it (scripts/bench/fill-posts.ts), with the
 * code of `checkout` (this one unless the bench compares it with another); `env` adds settings
 * (the upload folder the article with images keeps its pictures in).
 */
export function fillPosts(databaseUrl: string, posts: number, checkout = root, env: Record<string, string> = {}): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/bench/fill-posts.ts"],
    {
      cwd: checkout,
      stdio: "inherit",
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, POSTS: String(posts) },
    },
  );
  if (result.status !== 0) throw new Error("Filling the database failed");
  console.info(`Filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
