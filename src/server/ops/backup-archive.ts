import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";
import { isStoredName } from "../storage/uploads";

/**
 * The backup file: a .tar.gz holding `tables/{table}.jsonl` (one JSON object per row),
 * `uploads/{name}` (the images as stored) and `manifest.json`, which lists every other entry
 * with its SHA-256, so that a damaged or incomplete file is refused before anything is written.
 */

export const ARCHIVE_FORMAT = "agency-site-backup";

/** A failure the operator can act on, said in one line. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "BackupError";
  }
}

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

const BackupManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  dialect: z.enum(["sqlite", "postgres"]),
  /** The last migration applied to the database it came from. */
  schemaVersion: z.string().min(1),
  /**
   * Server processes that held a lease on that database as it was read (decision 123); absent
   * in archives of earlier versions and of databases without leases: nobody can say.
   */
  liveServers: z.number().int().min(0).optional(),
  tables: z.array(
    z.object({ name: z.string().regex(TABLE_NAME), rows: z.number().int().min(0), sha256: Sha256Schema }),
  ),
  uploads: z.array(
    z.object({ name: z.string().refine(isStoredName), bytes: z.number().int().min(0), sha256: Sha256Schema }),
  ),
});

export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type Row = Record<string, unknown>;

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function tableEntry(table: string): string {
  return `tables/${table}.jsonl`;
}

export function uploadEntry(name: string): string {
  return `uploads/${name}`;
}

type AddEntry = (name: string, bytes: Uint8Array) => Promise<void>;

/**
 * An archive holds the app secret, password hashes and two-factor secrets: it is readable by
 * its owner alone, and so are the folders made for it.
 */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

export interface ArchiveOptions {
  /**
   * The folder is the site's own `backups/`, made for archives alone: it is made private even
   * when it already exists, since versions before this one made it readable by everyone. A
   * folder the operator chose keeps its mode.
   */
  ownFolder?: boolean;
}

/** Writes the archive aside and renames it into place, so a failed backup leaves no file that looks whole. */
export async function writeArchive(
  { out, ownFolder = false }: ArchiveOptions & { out: string },
  fill: (add: AddEntry) => Promise<void>,
): Promise<void> {
  const folder = path.dirname(out);
  await fs.promises.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  if (ownFolder) await fs.promises.chmod(folder, PRIVATE_FOLDER);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; choose another file.`);
  const partial = `${out}.partial`;
  // A file left by a failed backup would keep its own mode when written over.
  await fs.promises.rm(partial, { force: true });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE }));
  written.catch(() => {});
  try {
    const mtime = new Date();
    await fill(
      (name, bytes) =>
        new Promise((resolve, reject) => {
          const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
          pack.entry({ name, size: buffer.byteLength, mtime, mode: 0o600 }, buffer, (error) =>
            error ? reject(error) : resolve(),
          );
        }),
    );
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  await fs.promises.rename(partial, out);
}

export interface OpenedArchive {
  manifest: BackupManifest;
  /** Each table's rows, in the order they were written. */
  tables: Map<string, Row[]>;
  /** Where the images were unpacked, one file per name. */
  uploadsDir: string;
}

const ENTRY_NAME = /^(manifest\.json|tables\/[A-Za-z_][A-Za-z0-9_]*\.jsonl|uploads\/[^/]+)$/;

/**
 * Reads the whole archive and checks it against its manifest: every entry present, none extra,
 * each with its checksum, each table's lines valid JSON and as many as the manifest says.
 * Images are unpacked into `uploadsDir`.
 */
export async function readArchive(file: string, uploadsDir: string): Promise<OpenedArchive> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new BackupError(`There is no backup file at ${file}.`);
    throw new BackupError(`Cannot read ${file}: ${describeReadError(error)}.`, { cause: error });
  }
  if (!stat.isFile()) throw new BackupError(`${file} is not a backup file.`);

  const contents = new Map<string, { sha256: string; bytes?: Buffer }>();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== "file" || !ENTRY_NAME.test(name) || contents.has(name)) {
        throw new Error(`unexpected entry ${JSON.stringify(name)}`);
      }
      const uploadName = name.startsWith("uploads/") ? name.slice("uploads/".length) : undefined;
      if (uploadName !== undefined && !isStoredName(uploadName))
        throw new Error(`unexpected entry ${JSON.stringify(name)}`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      // Images wait on disk rather than in memory until the whole archive has been checked.
      if (uploadName !== undefined) await fs.promises.writeFile(path.join(uploadsDir, uploadName), bytes);
      contents.set(name, { sha256: sha256(bytes), bytes: uploadName === undefined ? bytes : undefined });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    throw new BackupError(`${file} is not a complete backup archive: ${describeReadError(error)}.`, { cause: error });
  }
  return checkAgainstManifest(file, contents, uploadsDir);
}

function describeReadError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "Z_BUF_ERROR") return "it ends too early (truncated)";
  if (code === "Z_DATA_ERROR") return "it is damaged or not a .tar.gz file";
  if (error instanceof Error && /unexpected end/i.test(error.message)) return "it ends too early (truncated)";
  return error instanceof Error ? error.message : String(error);
}

function checkAgainstManifest(
  file: string,
  contents: Map<string, { sha256: string; bytes?: Buffer }>,
  uploadsDir: string,
): OpenedArchive {
  const broken = (detail: string) => new BackupError(`${file} is not a complete backup archive: ${detail}.`);
  const manifestBytes = contents.get("manifest.json")?.bytes;
  if (!manifestBytes) throw new BackupError(`${file} is not a backup of this site: it has no manifest.json.`);
  let manifest: BackupManifest;
  try {
    manifest = BackupManifestSchema.parse(JSON.parse(manifestBytes.toString("utf8")));
  } catch {
    throw new BackupError(`${file} is not a backup of this site: its manifest.json is not one this site writes.`);
  }

  const expected = new Map<string, string>([
    ["manifest.json", contents.get("manifest.json")!.sha256],
    ...manifest.tables.map((t) => [tableEntry(t.name), t.sha256] as const),
    ...manifest.uploads.map((u) => [uploadEntry(u.name), u.sha256] as const),
  ]);
  for (const [name, checksum] of expected) {
    const entry = contents.get(name);
    if (!entry) throw broken(`${name} is missing`);
    if (entry.sha256 !== checksum) throw broken(`${name} does not match its checksum`);
  }
  const extra = [...contents.keys()].find((name) => !expected.has(name));
  if (extra) throw broken(`${extra} is not in the manifest`);

  const tables = new Map<string, Row[]>();
  for (const { name, rows: count } of manifest.tables) {
    const text = contents.get(tableEntry(name))!.bytes!.toString("utf8");
    const lines = text === "" ? [] : text.replace(/\n$/, "").split("\n");
    let rows: Row[];
    try {
      rows = lines.map((line) => z.record(z.string(), z.unknown()).parse(JSON.parse(line)));
    } catch {
      throw broken(`${tableEntry(name)} holds a line that is not a row`);
    }
    if (rows.length !== count) throw broken(`${tableEntry(name)} holds ${rows.length} rows, not ${count}`);
    tables.set(name, rows);
  }
  return { manifest, tables, uploadsDir };
}
