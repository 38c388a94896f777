import "server-only";
import fs from "node:fs";
import path from "node:path";
import { remember } from "@epic-web/remember";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
  sql,
} from "kysely";
import pg from "pg";
import { type DatabaseTarget, getConfig } from "../config";
import { SqliteBooleanPlugin, dialectOf } from "./dialect";
import { queryLogTo } from "./query-log";
import type { Database } from "./types";

export type DB = Kysely<Database>;

const TIMESTAMP_OIDS = [1114, 1184];
const INT8_OID = 20;

// Timestamps come back as ISO strings, as they do from SQLite, and counts (int8)
// as numbers: the site never counts past 2^53.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (TIMESTAMP_OIDS.includes(oid)) return (value: string) => new Date(value).toISOString();
    if (oid === INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * SQLite transactions take the write lock as they begin (`begin immediate`, decision 196): a
 * transaction that reads and then writes would otherwise fail at once with "database is locked"
 * whenever another process (a second server, the command line) wrote in between, since SQLite
 * cannot let a reader's stale snapshot write and does not wait for it. Begun immediately, the
 * transaction waits for the other writer (up to busy_timeout) and then sees its write.
 * Read-only transactions begin as readers.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    // A read-only transaction (a backup's consistent copy) stays a reader: it never blocks a write.
    const begin = settings?.accessMode === "read only" ? "begin" : "begin immediate";
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

export function createDb(target: DatabaseTarget, queryLogFile?: string): DB {
  const log = queryLogFile ? queryLogTo(queryLogFile) : undefined;
  if (target.kind === "sqlite") {
    fs.mkdirSync(path.dirname(target.path), { recursive: true });
    const database = new SQLite(target.path);
    database.pragma("journal_mode = WAL");
    database.pragma("foreign_keys = ON");
    database.pragma("busy_timeout = 5000");
    // FULL: a commit acknowledged to a visitor survives a power cut, not only a killed process (decision 111).
    database.pragma("synchronous = FULL");
    // A deleted row's bytes are overwritten with zeros, freed pages too: a privacy erasure erases.
    database.pragma("secure_delete = ON");
    database.function("casefold", { deterministic: true }, (value: unknown) =>
      typeof value === "string" ? value.toLowerCase() : value,
    );
    return new Kysely<Database>({
      dialect: new ImmediateTransactionsSqliteDialect({ database }),
      plugins: [new SqliteBooleanPlugin()],
      log,
    });
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(target.url, 10, pgTypes) }), log });
}

/**
 * Copies SQLite's write-ahead log into the database file and empties it (nothing on PostgreSQL).
 * With secure_delete the file's pages hold zeros where deleted rows were, but the log keeps the
 * frames that once wrote those rows until they are written over: an erasure ends here so that
 * they leave the disk. False when a reader kept the log from being emptied within the busy
 * timeout; the next call empties it.
 */
export async function emptyWriteAheadLog(db: DB = getDb()): Promise<boolean> {
  if (dialectOf(db) !== "sqlite") return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}

// A host that drops packets would otherwise hold start-up until the system's TCP timeout.
const CONNECT_TIMEOUT_MS = 10_000;

function postgresPool(url: string, max: number, types?: typeof pgTypes): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  return pool;
}

// Shared by every bundle in the process (the site server's and Next.js's), so that closing
// the database at shutdown closes the one every module uses.
const connections = remember("agency-site.db", () => ({
  site: undefined as DB | undefined,
  auth: undefined as Kysely<unknown> | undefined,
}));

/** The process-wide connection, opened on first use from DATABASE_URL. */
export function getDb(): DB {
  if (!connections.site) {
    const { database, queryLogFile } = getConfig();
    connections.site = createDb(database, queryLogFile);
  }
  return connections.site;
}

/**
 * The connection better-auth uses. On SQLite it is the site's own; on PostgreSQL a small
 * pool of its own, because better-auth expects timestamps as Date objects, where the
 * site's pool reads them as ISO strings.
 */
export function getAuthDb(): Kysely<unknown> {
  const target = getConfig().database;
  if (target.kind === "sqlite") return getDb() as unknown as Kysely<unknown>;
  connections.auth ??= new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: postgresPool(target.url, 3) }),
  });
  return connections.auth;
}

export async function closeDb(): Promise<void> {
  const databases = [connections.site, connections.auth];
  connections.site = undefined;
  connections.auth = undefined;
  await Promise.all(databases.map((db) => db?.destroy()));
}
