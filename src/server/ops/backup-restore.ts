import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { type DB, getDb } from "../db";
import { continueIdSequences } from "../db/dialect";
import { appliedSchemaVersion, migrateToLatest, migrateTo } from "../db/migrate";
import { migrations } from "../db/migrations/registry";
import type { ImageStorage } from "../storage/image-storage";
import { getImageStorage } from "../storage/uploads";
import { BackupError, type BackupManifest, type OpenedArchive, type Row, readArchive } from "./backup-archive";
import { backedUpTables } from "./backup";
import { OUTBOX_TABLE, holdWaitingEmails, mayHaveBeenDeliveredSince } from "./restored-outbox";
import { LEASE_MS, type SiteLease, holdSiteLeases, liveSiteLeases } from "./site-lease";

type AnyDb = Kysely<Record<string, Row>>;

export interface RestoreOptions {
  force?: boolean;
  db?: DB;
  storage?: ImageStorage;
  /** The time leases are judged at. */
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  /** Images copied into the storage; those already there are left as they are. */
  uploadsAdded: number;
  /** The outbox's deliveries restored as failed, not to be sent again (restored-outbox.ts). */
  held: number;
}

/**
 * Restores an archive into the configured database and image storage. Nothing is done while a
 * server process uses the database (decision 123). The whole archive is read and checked first.
 * Images are only ever added. The rows are written in one transaction with the schema changes
 * they need: the target is brought to the archive's schema version, filled, then migrated to
 * the latest, so an older archive is upgraded on the way in. Any failure rolls all of it back.
 */
export async function restoreBackup(
  file: string,
  { force = false, db = getDb(), storage = getImageStorage(), now = new Date() }: RestoreOptions = {},
): Promise<RestoreResult> {
  const target = db as unknown as AnyDb;
  refuseWhileServed(await liveSiteLeases(target, now), now);
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-restore-"));
  try {
    const archive = await readArchive(file, uploadsDir);
    const { manifest } = archive;
    const known = Object.keys(migrations);
    if (!known.includes(manifest.schemaVersion)) {
      // Migration names begin with their date, so they sort in the order they were written.
      throw new BackupError(
        manifest.schemaVersion > known.at(-1)!
          ? `${file} comes from a newer version of the site (schema ${manifest.schemaVersion}); update this site before restoring it.`
          : `${file} has a schema version this site does not know (${manifest.schemaVersion}).`,
      );
    }
    if (!force) await refuseDataIn(target);
    const uploadsAdded = await addUploads(archive, storage);
    const { rows, held } = await target.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      try {
        // Again, where no server can start unseen until the rows are in (site-lease.ts).
        refuseWhileServed(await holdSiteLeases(connection, now), now);
        const written = await writeRows(connection, archive, force, now);
        await sql`commit`.execute(connection);
        return written;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
    return { manifest, rows, uploadsAdded, held };
  } finally {
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** A restore replaces what a running site reads and writes: its new leads would be lost. */
function refuseWhileServed(leases: SiteLease[] | undefined, now: Date): void {
  if (!leases?.length) return;
  const processes = leases.map((lease) => {
    const renewed = Math.max(0, Math.round((now.getTime() - Date.parse(lease.expires_at) + LEASE_MS) / 1000));
    return `pid ${lease.pid} on ${lease.host}, renewed ${renewed} s ago`;
  });
  throw new BackupError(
    `The site is running on this database: ${leases.length} server process${leases.length === 1 ? "" : "es"} ` +
      `(${processes.join("; ")}). A process that ended without stopping is forgotten ${LEASE_MS / 1000} s ` +
      `after its last renewal. Stop every server process that uses it, then restore again.`,
  );
}

async function refuseDataIn(db: AnyDb): Promise<void> {
  if (!(await appliedSchemaVersion(db))) return;
  const filled: string[] = [];
  for (const table of await backedUpTables(db)) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) filled.push(table);
  }
  if (filled.length) {
    throw new BackupError(
      `The database already holds data (in ${filled.join(", ")}); restore with --force to replace it.`,
    );
  }
}

async function addUploads({ manifest, uploadsDir }: OpenedArchive, storage: ImageStorage): Promise<number> {
  const present = new Set((await storage.list()).map((file) => file.name));
  let added = 0;
  for (const { name } of manifest.uploads) {
    // Names are random and never reused: one already stored is this very image.
    if (present.has(name)) continue;
    await storage.put(name, new Uint8Array(fs.readFileSync(path.join(uploadsDir, name))));
    added += 1;
  }
  return added;
}

const BOOLEAN_TYPES = new Set(["bool", "boolean"]);
// Well under SQLite's and PostgreSQL's limits on parameters in one statement.
const VALUES_PER_INSERT = 5000;

async function writeRows(
  db: AnyDb,
  { manifest, tables }: OpenedArchive,
  force: boolean,
  now: Date,
): Promise<{ rows: number; held: number }> {
  if (force) {
    for (const table of (await backedUpTables(db)).reverse()) await db.deleteFrom(table).execute();
  } else {
    await refuseDataIn(db);
  }
  await migrateTo(db, manifest.schemaVersion, { inOpenTransaction: true });
  // A migration run just now may have written rows of its own (today's testimonials and case
  // studies, seeded by their migrations): the archive's rows take their place.
  for (const table of (await backedUpTables(db)).reverse()) await db.deleteFrom(table).execute();

  const columns = new Map((await db.introspection.getTables()).map((t) => [t.name, t.columns] as const));
  const order = await backedUpTables(db);
  const missing = manifest.tables.find((t) => !order.includes(t.name));
  if (missing) {
    throw new BackupError(`The backup holds a table this site does not have at its schema version: ${missing.name}.`);
  }
  let written = 0;
  let held = 0;
  for (const table of order) {
    let rows = tables.get(table) ?? [];
    if (!rows.length) continue;
    if (table === OUTBOX_TABLE && mayHaveBeenDeliveredSince(manifest)) ({ rows, held } = holdWaitingEmails(rows, now));
    // Booleans travel as true/false from PostgreSQL and may be 0/1 from SQLite.
    const booleans = columns
      .get(table)!
      .filter((c) => BOOLEAN_TYPES.has(c.dataType.toLowerCase()))
      .map((c) => c.name);
    const converted = rows.map((row) => {
      const copy = { ...row };
      for (const name of booleans) if (typeof copy[name] === "number") copy[name] = copy[name] !== 0;
      return copy;
    });
    const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / Object.keys(rows[0]!).length));
    for (let start = 0; start < converted.length; start += perInsert) {
      await db
        .insertInto(table)
        .values(converted.slice(start, start + perInsert))
        .execute();
    }
    written += rows.length;
  }
  await continueIdSequences(db, order);
  await migrateToLatest(db, { inOpenTransaction: true });
  return { rows: written, held };
}
