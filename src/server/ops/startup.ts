import "server-only";
import { ConfigError, type DatabaseTarget, getConfig } from "../config";
import { getDb } from "../db";
import { MigrationError, migrateToLatest } from "../db/migrate";

const FILE_ERROR_CODES = new Set(["ENOENT", "EEXIST", "ENOTDIR", "EACCES", "EPERM", "EROFS", "EISDIR"]);

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ECONNRESET",
  "28P01", // invalid password
  "28000", // no pg_hba.conf entry / role does not exist
  "3D000", // database does not exist
]);

function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return `the SQLite database at ${target.path}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function errorCode(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") return code;
  // pg reports a refused connection to several addresses as an AggregateError.
  const inner = (err as { errors?: unknown[] }).errors?.[0];
  return inner ? errorCode(inner) : undefined;
}

/** The message of an error; pg reports a refused connection as an AggregateError without one. */
function messageOf(err: unknown): string {
  if (err instanceof AggregateError && err.errors[0]) return messageOf(err.errors[0]);
  return err instanceof Error && err.message ? err.message : String(err);
}

function configuredTarget(): DatabaseTarget | undefined {
  try {
    return getConfig().database;
  } catch {
    return undefined;
  }
}

/** One line a person can act on, never a stack trace. */
export function describeStartupError(err: unknown): string {
  if (err instanceof ConfigError || err instanceof MigrationError) return err.message;
  const code = errorCode(err);
  const target = configuredTarget();
  if (target?.kind === "sqlite" && code && (FILE_ERROR_CODES.has(code) || code.startsWith("SQLITE_"))) {
    return `Cannot open ${describeTarget(target)}: ${messageOf(err)}`;
  }
  if (target?.kind === "postgres" && code && CONNECTION_ERROR_CODES.has(code)) {
    return `Cannot connect to ${describeTarget(target)}: ${messageOf(err)}`;
  }
  return `Start-up failed: ${messageOf(err)}`;
}

/** Validates the environment and brings the database schema up to date. */
export async function prepareDatabase(): Promise<string[]> {
  getConfig();
  return migrateToLatest(getDb());
}
