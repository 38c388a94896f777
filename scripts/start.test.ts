import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** One start, a new Node.js process: seconds, more on a busy machine; each test starts one. */
const RUN_ALLOWANCE_MS = 30_000;

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "test", ...env },
    encoding: "utf8",
    timeout: RUN_ALLOWANCE_MS,
  });
  return { status: result.status, lines: result.stderr.trim().split("\n") };
}

describe("npm start with bad settings", { timeout: RUN_ALLOWANCE_MS }, () => {
  it("stops with one line naming a bad variable", () => {
    const { status, lines } = start({ DATABASE_URL: "mysql://db/site" });
    expect(status).toBe(1);
    expect(lines).toEqual([
      'Invalid environment variable DATABASE_URL: unsupported scheme "mysql:"; use file:PATH for SQLite or postgres:// for PostgreSQL (or leave it unset)',
    ]);
  });

  it("stops with one line when PostgreSQL cannot be reached", () => {
    const { status, lines } = start({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/site" });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/site: .*ECONNREFUSED/);
  });

  it("stops with one line when the SQLite file cannot be created", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-start-"));
    const blocker = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocker, "");
    const { status, lines } = start({ DATABASE_URL: `file:${blocker}/site.db` });
    fs.rmSync(dir, { recursive: true });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Cannot open the SQLite database at ${blocker}/site.db: `));
  });
});
