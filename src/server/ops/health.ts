import "server-only";
import { sql } from "kysely";
import { type DB, getDb } from "../db";
import { migrationState } from "../db/migrate";
import { outboxBacklog } from "../leads/outbox";
import { getLogger } from "./logger";

/**
 * What /readyz answers (decision 130): ready when the database answers and has every
 * migration this code knows; the outbox's backlog is reported, never a reason to be unready.
 */

/** A load balancer asks every few seconds: a database slower than this counts as down. */
const DATABASE_TIMEOUT_MS = 3_000;

export interface Readiness {
  ready: boolean;
  body: Record<string, unknown>;
}

/** `work`, or a rejection once it has taken longer than a load balancer waits. */
export function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS / 1000} s`)),
      DATABASE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(db?: DB): Promise<Readiness> {
  try {
    const database = db ?? getDb();
    // First a plain query: the migrator reads an unreadable database as one without migrations.
    await withinTimeout(sql`select 1`.execute(database));
    const { latest = null, pending } = await withinTimeout(migrationState(database));
    if (pending.length > 0) {
      return {
        ready: false,
        body: {
          status: "not-ready",
          database: "ok",
          migrations: { current: false, latest, pending },
          reason: `The database lacks ${pending.length} migration(s): run npm run db:migrate.`,
        },
      };
    }
    // Only asked once the migrations are current: before, the table may not exist.
    const outbox = await withinTimeout(outboxBacklog(database));
    return { ready: true, body: { status: "ready", database: "ok", migrations: { current: true, latest }, outbox } };
  } catch (error) {
    // The driver's words can name hosts, accounts and files: they go to the log, not to a public answer.
    getLogger().error({ err: error }, "Readiness: the database does not answer");
    return {
      ready: false,
      body: { status: "not-ready", database: "unreachable", reason: "The database does not answer." },
    };
  }
}

/** What /readyz answers while the server drains its requests before stopping. */
export const shuttingDown: Readiness = {
  ready: false,
  body: { status: "shutting-down", reason: "The server is shutting down." },
};
