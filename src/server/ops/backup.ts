import "server-only";
import { type Kysely, sql } from "kysely";
import { type DB, getDb } from "../db";
import { currentSchema, dialectOf, foreignKeyParents } from "../db/dialect";
import { appliedSchemaVersion } from "../db/migrate";
import type { ImageStorage } from "../storage/image-storage";
import { getImageStorage, isStoredName } from "../storage/uploads";
import {
  ARCHIVE_FORMAT,
  type ArchiveOptions,
  BackupError,
  type BackupManifest,
  type Row,
  sha256,
  tableEntry,
  uploadEntry,
  writeArchive,
} from "./backup-archive";
import { liveSiteLeases } from "./site-lease";
import { describeStartupError } from "./startup";

/**
 * Tables a backup leaves out. Sessions and verification tokens are credentials: a restored site
 * starts signed out. Rate-limit counters expire within the hour. The content version is raised
 * by triggers whenever posts are written, a restore included. Site leases belong to the
 * processes running on the database they are in. Kysely's own bookkeeping is never listed; the
 * manifest's schema version stands for it. Every other table, present or future, travels, the
 * app secret in app_settings with it, so signed form stamps stay valid, and the agency's
 * settings beside it (decision 194), whose restore raises the content version by its trigger.
 */
const SKIPPED_TABLES: ReadonlySet<string> = new Set([
  "session",
  "verification",
  "rate_limits",
  "content_version",
  "site_leases",
]);

/** The site's tables a backup holds, parents before the tables whose foreign keys point at them. */
export async function backedUpTables<T>(db: Kysely<T>): Promise<string[]> {
  const schema = await currentSchema(db);
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.isView && t.schema === schema && !SKIPPED_TABLES.has(t.name))
    .map((t) => t.name)
    .sort();
  // By name, so that a table with two parents lists them in the same order on both dialects.
  const parents = (await foreignKeyParents(db)).sort((a, b) =>
    a.parent < b.parent ? -1 : a.parent > b.parent ? 1 : 0,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of parents.filter((p) => p.table === table && p.parent !== table)) {
      if (tables.includes(parent)) visit(parent, [...path, table]);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

export async function selectAllRows<T>(db: Kysely<T>, table: string): Promise<Row[]> {
  return (await sql<Row>`select * from ${sql.table(table)}`.execute(db)).rows;
}

export interface BackupOptions extends ArchiveOptions {
  out: string;
  db?: DB;
  storage?: ImageStorage;
}

/**
 * Writes the database and the uploaded images to one archive while the site keeps serving.
 * The rows are read in one read-only transaction: a single consistent snapshot (a WAL read
 * transaction on SQLite, REPEATABLE READ on PostgreSQL) that writers do not wait for.
 */
export async function createBackup({
  out,
  db = getDb(),
  storage = getImageStorage(),
  ownFolder,
}: BackupOptions): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: ARCHIVE_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    dialect: dialectOf(db),
    schemaVersion: "",
    tables: [],
    uploads: [],
  };
  await writeArchive({ out, ownFolder }, async (add) => {
    await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const reader = trx as unknown as Kysely<unknown>;
        const version = await appliedSchemaVersion(reader);
        if (!version) throw new BackupError("The database has no tables yet: there is nothing to back up.");
        manifest.schemaVersion = version;
        // Whether a site could still deliver the outbox's waiting rows after this snapshot.
        manifest.liveServers = (await liveSiteLeases(reader))?.length;
        for (const table of await backedUpTables(reader)) {
          const rows = await selectAllRows(reader, table);
          const bytes = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
          await add(tableEntry(table), bytes);
          manifest.tables.push({ name: table, rows: rows.length, sha256: sha256(bytes) });
        }
      });
    for (const { name } of (await storage.list()).filter((file) => isStoredName(file.name))) {
      const bytes = await storage.read(name);
      // Listed a moment ago and gone now: nothing to keep.
      if (!bytes) continue;
      await add(uploadEntry(name), bytes);
      manifest.uploads.push({ name, bytes: bytes.byteLength, sha256: sha256(bytes) });
    }
    await add("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  });
  return manifest;
}

/** One line for the operator: what went wrong, never a stack trace. */
export function describeBackupError(err: unknown, action: "Backup" | "Restore"): string {
  if (err instanceof BackupError) return err.message;
  return describeStartupError(err).replace(/^Start-up failed:/, `${action} failed:`);
}
