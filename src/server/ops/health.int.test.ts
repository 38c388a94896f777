import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DB, createDb, getDb } from "../db";
import { migrateTo, migrateToLatest } from "../db/migrate";
import { migrations } from "../db/migrations/registry";
import { hasLiveSession } from "../auth/live-session";
import { sessionCookieName } from "../auth/session-cookie";
import { forwardingWarning, watchForwarding } from "../http/client-address";
import { answerHealthCheck, healthCheckOf } from "../http/health-routes";
import { insertLead } from "../leads/leads";
import { type Readiness, checkReadiness, shuttingDown } from "./health";
import { getLogger } from "./logger";

/** The site server's answers, on a database the test chooses. */
let database: () => DB = getDb;
let draining = false;
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const check = healthCheckOf(request);
    if (!check) return void response.writeHead(404).end();
    const readiness = (): Promise<Readiness> => (draining ? Promise.resolve(shuttingDown) : checkReadiness(database()));
    void answerHealthCheck(check, request, response, readiness, {}, (asking) => hasLiveSession(asking.headers.cookie));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The Cookie header of a browser signed in with the session `token` (its signature is not checked here). */
const signedIn = (token: string) => `${sessionCookieName()}=${token}.signature`;
let admin: string;
let expired: string;
beforeAll(async () => {
  const now = Date.now();
  const db = getDb() as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await db
    .insertInto("user")
    .values({ id: "health-admin", name: "Owner", email: "owner@example.test", emailVerified: false })
    .execute();
  for (const [token, expiresAt] of [
    ["live-session-token", now + 3_600_000],
    ["expired-session-token", now - 1_000],
  ] as const) {
    await db
      .insertInto("session")
      .values({
        id: token,
        token,
        userId: "health-admin",
        expiresAt: new Date(expiresAt).toISOString(),
        updatedAt: new Date(now).toISOString(),
      })
      .execute();
  }
  admin = signedIn("live-session-token");
  expired = signedIn("expired-session-token");
});

/** What /healthz or /readyz answers, to the signed-in admin when `cookie` is theirs. */
async function ask(pathname: string, cookie?: string) {
  const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
}

const names = Object.keys(migrations);

describe(`/healthz and /readyz (${process.env.TEST_DIALECT})`, () => {
  it("answers live, and ready with the database, the migrations and the outbox's backlog", async () => {
    await insertLead({
      name: "Ana Souza",
      email: "ana@example.com",
      company: null,
      phone: null,
      message: "Please call me.",
      service: null,
      recaptcha_token: null,
      recaptcha_verified: false,
    });
    expect(await ask("/healthz")).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
    expect(await ask("/readyz?probe=1", admin)).toEqual({
      status: 200,
      cache: "no-store",
      body: {
        status: "ready",
        database: "ok",
        migrations: { current: true, latest: names.at(-1) },
        outbox: { pending: 1, sending: 0, failed: 0 },
      },
    });
  });

  it("is not ready while a migration is missing", async () => {
    await migrateTo(getDb(), names.at(-2)!);
    try {
      expect(await ask("/readyz", admin)).toEqual({
        status: 503,
        cache: "no-store",
        body: {
          status: "not-ready",
          database: "ok",
          migrations: { current: false, latest: names.at(-2), pending: [names.at(-1)] },
          reason: "The database lacks 1 migration(s): run npm run db:migrate.",
        },
      });
    } finally {
      await migrateToLatest(getDb());
    }
  });

  it("is not ready, and says why, when the database does not answer; the process lives on", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-health-"));
    // PostgreSQL: a port nobody listens on; SQLite, a file beside the process: a closed connection.
    const broken =
      process.env.TEST_DIALECT === "postgres"
        ? createDb({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/site" })
        : createDb({ kind: "sqlite", path: path.join(dir, "site.db") });
    if (process.env.TEST_DIALECT !== "postgres") {
      await sql`select 1`.execute(broken);
      await broken.destroy();
    }
    database = () => broken;
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => undefined);
    try {
      const { status, cache, body } = await ask("/readyz", admin);
      expect({ status, cache }).toEqual({ status: 503, cache: "no-store" });
      // The driver's words stay in the log: they can name hosts, accounts and files.
      expect(body).toEqual({
        status: "not-ready",
        database: "unreachable",
        reason: "The database does not answer.",
      });
      const [[{ err }]] = logged.mock.calls as unknown as [[{ err: Error }]];
      expect(String(err.message)).toMatch(
        process.env.TEST_DIALECT === "postgres" ? /ECONNREFUSED|connect/ : /driver has already been destroyed/,
      );
      expect(await ask("/healthz")).toMatchObject({ status: 200 });
    } finally {
      logged.mockRestore();
      database = getDb;
      if (process.env.TEST_DIALECT === "postgres") await broken.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is not ready while the server shuts down", async () => {
    draining = true;
    try {
      expect(await ask("/readyz", admin)).toEqual({
        status: 503,
        cache: "no-store",
        body: { status: "shutting-down", reason: "The server is shutting down." },
      });
    } finally {
      draining = false;
    }
    expect((await ask("/readyz")).status).toBe(200);
  });

  it("answers anyone but a signed-in admin the status alone, ready or not", async () => {
    for (const cookie of [undefined, expired, signedIn("made-up-token"), "other=1"]) {
      expect(await ask("/readyz", cookie)).toEqual({ status: 200, cache: "no-store", body: { status: "ready" } });
    }
    await migrateTo(getDb(), names.at(-2)!);
    try {
      expect(await ask("/readyz")).toEqual({ status: 503, cache: "no-store", body: { status: "not-ready" } });
    } finally {
      await migrateToLatest(getDb());
    }
    draining = true;
    try {
      expect(await ask("/readyz")).toEqual({ status: 503, cache: "no-store", body: { status: "shutting-down" } });
    } finally {
      draining = false;
    }
    expect(await ask("/healthz")).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
  });
  // Last: the warning stays for the life of the process.
  it("tells the signed-in admin, not anyone else, of forwarding headers the site does not believe", async () => {
    watchForwarding(undefined, () => {})("10.0.0.2", { "x-forwarded-for": "203.0.113.7" });
    const { body } = await ask("/readyz", admin);
    expect(body).toMatchObject({ status: "ready", database: "ok", proxy: { warning: forwardingWarning() } });
    expect(body.proxy.warning).toMatch(/^Requests from 10\.0\.0\.2 carry X-Forwarded-For, .*TRUST_PROXY is not set/);
    expect((await ask("/readyz")).body).toEqual({ status: "ready" });
  });
});
