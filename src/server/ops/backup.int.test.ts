import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGunzip, createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { type Kysely, sql } from "kysely";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, createPostgresDatabase, createTestDatabase } from "../../../tests/support/test-database";
import { type TestS3Server, startS3Server } from "../../../tests/support/s3-server";
import { loadConfig, parseDatabaseUrl } from "../config";
import { type DB, createDb, getDb } from "../db";
import { appliedSchemaVersion, migrateToLatest, migrateTo } from "../db/migrate";
import { migrations } from "../db/migrations/registry";
import type { ImageStorage } from "../storage/image-storage";
import { localFolderStorage } from "../storage/local";
import { s3Storage } from "../storage/s3";
import { BackupError, type Row } from "./backup-archive";
import { backedUpTables, createBackup, selectAllRows } from "./backup";
import { restoreBackup } from "./backup-restore";

type AnyDb = Kysely<Record<string, Row>>;
const dialect = process.env.TEST_DIALECT ?? "sqlite";
const latest = Object.keys(migrations).at(-1)!;
const root = path.resolve(import.meta.dirname, "../../..");

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-test-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh, empty database (no tables) on `kind`, closed and dropped after the file's tests. */
async function freshDatabase(kind: string = dialect): Promise<{ db: DB; url: string }> {
  const database: TestDatabase =
    kind === "postgres" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!) : await createTestDatabase(kind);
  const db = createDb(parseDatabaseUrl(database.url, root));
  cleanups.push(() => database.drop());
  cleanups.push(() => db.destroy());
  return { db, url: database.url };
}

const image = (n: number) => `${String(n).padStart(22, "A")}.png`;

/** Rows in every kind of table, with text that JSON and both dialects must carry unchanged. */
async function seed(target: DB, storage: ImageStorage): Promise<void> {
  const db = target as unknown as AnyDb;
  const now = new Date().toISOString();
  await db.insertInto("app_settings").values({ key: "secret", value: "the-app-secret" }).execute();
  await db
    .insertInto("user")
    .values({ id: "u1", name: "Owner", email: "owner@example.test", emailVerified: false })
    .execute();
  await db
    .insertInto("account")
    .values({ id: "a1", accountId: "u1", providerId: "credential", userId: "u1", password: "hash", updatedAt: now })
    .execute();
  await db
    .insertInto("session")
    .values({ id: "s1", expiresAt: now, token: "token", updatedAt: now, userId: "u1" })
    .execute();
  await db.insertInto("rate_limits").values({ key: "k", window_start: now, count: 1 }).execute();
  await db
    .insertInto("blog_posts")
    .values([
      { slug: "first", title: "First ✓" },
      { slug: "second", title: 'Quotes " and \\ backslashes' },
    ])
    .execute();
  const lead = await db
    .insertInto("contact_submissions")
    .values({ name: "Jane", email: "jane@example.test", message: "Line one\nLine two — ✓", is_spam: true })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("email_outbox").values({ submission_id: lead.id }).execute();
  await db.insertInto("newsletter_subscribers").values({ email: "reader@example.test" }).execute();
  await db
    .insertInto("audit_log")
    .values({ actor: "owner@example.test", action: "sign-in", ip_address: "203.0.113.1" })
    .execute();
  // The migrations seed four testimonials: an archive carries them as the site had them.
  await db.deleteFrom("testimonials").where("person", "=", "Kevin Park").execute();
  await db
    .updateTable("testimonials")
    .set({ photo: `/uploads/${image(1)}` })
    .where("person", "=", "Dana Whitaker")
    .execute();
  // And three case studies (decision 198): one goes, one gets an uploaded cover.
  await db.deleteFrom("case_studies").where("slug", "=", "mld").execute();
  await db
    .updateTable("case_studies")
    .set({ cover: `/uploads/${image(2)}` })
    .where("slug", "=", "daily-shifts")
    .execute();
  // And nine people: one has left, one has an uploaded photo.
  await db.deleteFrom("people").where("id", "=", "jake-sorensen").execute();
  await db
    .updateTable("people")
    .set({ photo: `/uploads/${image(2)}`, email: "emily@example.test" })
    .where("id", "=", "emily-carter")
    .execute();
  await storage.put(image(1), new Uint8Array([1, 2, 3]));
  await storage.put(image(2), new Uint8Array(70_000).fill(7));
}

/** Every backed-up row, table by table, in a stable order. */
async function dump(db: DB): Promise<Record<string, Row[]>> {
  const any = db as unknown as Kysely<unknown>;
  const tables: Record<string, Row[]> = {};
  for (const table of await backedUpTables(any)) {
    tables[table] = (await selectAllRows(any, table)).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    );
  }
  return tables;
}

async function storedFiles(storage: ImageStorage): Promise<Record<string, number[]>> {
  const files: Record<string, number[]> = {};
  for (const { name } of await storage.list()) files[name] = [...((await storage.read(name)) ?? [])];
  return files;
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** Rewrites an archive's entries, keeping it a valid .tar.gz. */
async function rewrite(file: string, edit: (name: string, bytes: Buffer) => Buffer): Promise<string> {
  const out = path.join(tempDir(), "edited.tar.gz");
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(fs.createReadStream(file), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), fs.createWriteStream(out));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    const bytes = edit(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: bytes.byteLength }, bytes, (e) => (e ? reject(e) : resolve())),
    );
  }
  pack.finalize();
  await Promise.all([reading, writing]);
  return out;
}

let s3: TestS3Server;
let sourceStorage: ImageStorage;
let archive: string;

beforeAll(async () => {
  s3 = await startS3Server();
  cleanups.push(() => s3.remove());
  sourceStorage = localFolderStorage(tempDir());
  await seed(getDb(), sourceStorage);
  archive = path.join(tempDir(), "site.tar.gz");
  await createBackup({ out: archive, storage: sourceStorage });
});

describe("backup and restore", () => {
  it("round-trips every row and every image into an empty database, images into S3", async () => {
    const target = await freshDatabase();
    const targetStorage = s3Storage(loadConfig(s3.env).s3!);
    const result = await restoreBackup(archive, { db: target.db, storage: targetStorage });
    expect(result.uploadsAdded).toBe(2);
    expect(result.manifest.schemaVersion).toBe(latest);

    const restored = await dump(target.db);
    expect(restored).toEqual(await dump(getDb()));
    expect(Object.keys(restored)).not.toContain("session");
    expect(restored.app_settings).toEqual([{ key: "secret", value: "the-app-secret" }]);
    expect(restored.testimonials!.map((row) => row.person).sort()).toEqual([
      "Dana Whitaker",
      "Melissa Ortega",
      "Tyler Jensen",
    ]);
    expect(restored.case_studies!.map((row) => [row.slug, row.cover]).sort()).toEqual([
      ["daily-shifts", `/uploads/${image(2)}`],
      ["yeti-plumbing", "/images/case-studies/yeti-plumbing/cover.svg"],
    ]);
    expect(restored.people!.map((row) => row.id)).not.toContain("jake-sorensen");
    expect(restored.people!.find((row) => row.id === "emily-carter")).toMatchObject({
      photo: `/uploads/${image(2)}`,
      email: "emily@example.test",
    });
    expect(await storedFiles(targetStorage)).toEqual(await storedFiles(sourceStorage));
    expect(await appliedSchemaVersion(target.db)).toBe(latest);

    // New rows continue after the restored ids.
    const next = await (target.db as unknown as AnyDb)
      .insertInto("blog_posts")
      .values({ slug: "third", title: "Third" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(Math.max(...restored.blog_posts!.map((row) => Number(row.id))) + 1);
  });

  it("refuses a database that already holds data, unless forced", async () => {
    const before = await dump(getDb());
    const error = await refusal(restoreBackup(archive, { storage: localFolderStorage(tempDir()) }));
    expect(error.message).toMatch(/^The database already holds data \(in .*app_settings.*\); restore with --force/);
    expect(await dump(getDb())).toEqual(before);

    await (getDb() as unknown as AnyDb)
      .insertInto("newsletter_subscribers")
      .values({ email: "later@example.test" })
      .execute();
    await restoreBackup(archive, { force: true, storage: sourceStorage });
    expect(await dump(getDb())).toEqual(before);
  });

  it("refuses an archive of a newer schema and leaves the target untouched", async () => {
    const future = await rewrite(archive, (name, bytes) =>
      name === "manifest.json"
        ? Buffer.from(JSON.stringify({ ...JSON.parse(bytes.toString()), schemaVersion: "2999_01_01_000000_future" }))
        : bytes,
    );
    const target = await freshDatabase();
    const error = await refusal(restoreBackup(future, { db: target.db, storage: localFolderStorage(tempDir()) }));
    expect(error.message).toBe(
      `${future} comes from a newer version of the site (schema 2999_01_01_000000_future); update this site before restoring it.`,
    );
    expect(await appliedSchemaVersion(target.db)).toBeUndefined();
  });

  it("refuses a missing, foreign, corrupt or truncated file with one clear line, touching nothing", async () => {
    const whole = fs.readFileSync(archive);
    const dir = tempDir();
    const write = (name: string, bytes: Uint8Array) => {
      fs.writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const tampered = await rewrite(archive, (name, bytes) =>
      name === "tables/blog_posts.jsonl" ? Buffer.from(bytes.toString().replace("First", "Forged")) : bytes,
    );
    const cases: [string, RegExp][] = [
      [path.join(dir, "missing.tar.gz"), /^There is no backup file at .*missing\.tar\.gz\.$/],
      [
        write("notes.txt", Buffer.from("not an archive")),
        /is not a complete backup archive: it is damaged or not a \.tar\.gz file\.$/,
      ],
      [
        write("truncated.tar.gz", whole.subarray(0, Math.floor(whole.length / 2))),
        /is not a complete backup archive: it ends too early/,
      ],
      [write("flipped.tar.gz", flipped), /is not a complete backup archive/],
      [tampered, /is not a complete backup archive: tables\/blog_posts\.jsonl does not match its checksum\.$/],
    ];
    const storage = localFolderStorage(tempDir());
    const before = await dump(getDb());
    for (const [file, message] of cases) {
      const error = await refusal(restoreBackup(file, { force: true, storage }));
      expect(error.message, file).toMatch(message);
      expect(error.message).not.toContain("\n");
    }
    expect(await dump(getDb())).toEqual(before);
    expect(await storage.list()).toEqual([]);
  });

  it("upgrades an archive of an older schema on the way in", async () => {
    const names = Object.keys(migrations);
    const older = names[names.indexOf(latest) - 1]!;
    const source = await freshDatabase();
    await source.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await migrateTo(connection, older, { inOpenTransaction: true });
      await sql`commit`.execute(connection);
    });
    await (source.db as unknown as AnyDb).insertInto("blog_posts").values({ slug: "old", title: "Old" }).execute();
    const file = path.join(tempDir(), "older.tar.gz");
    expect(
      (await createBackup({ out: file, db: source.db, storage: localFolderStorage(tempDir()) })).schemaVersion,
    ).toBe(older);

    const target = await freshDatabase();
    await restoreBackup(file, { db: target.db, storage: localFolderStorage(tempDir()) });
    expect(await appliedSchemaVersion(target.db)).toBe(latest);
    expect((await dump(target.db)).blog_posts!.map((row) => row.slug)).toEqual(["old"]);
  });

  it("backs up while another connection writes, from one consistent snapshot", async () => {
    const source = await freshDatabase();
    await migrateToLatest(source.db);
    // Enough rows that reading them takes a while.
    const filler = Array.from({ length: 500 }, (_, i) => ({
      slug: `post-${i}`,
      title: "T",
      content: "x".repeat(4000),
    }));
    for (let i = 0; i < 4; i += 1) {
      await (source.db as unknown as AnyDb)
        .insertInto("blog_posts")
        .values(filler.map((row) => ({ ...row, slug: `${row.slug}-${i}` })))
        .execute();
    }
    const writer = createDb(parseDatabaseUrl(source.url, root));
    cleanups.push(() => writer.destroy());
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        // A lead and its notification arrive together: a snapshot holds both or neither.
        await (writer as unknown as AnyDb).transaction().execute(async (trx) => {
          const lead = await trx
            .insertInto("contact_submissions")
            .values({ name: "N", email: "n@example.test", message: "m".repeat(2000) })
            .returning("id")
            .executeTakeFirstOrThrow();
          await trx.insertInto("email_outbox").values({ submission_id: lead.id }).execute();
        });
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const file = path.join(tempDir(), "online.tar.gz");
    const writtenBefore = written;
    const manifest = await createBackup({ out: file, db: source.db, storage: localFolderStorage(tempDir()) });
    const writtenDuring = written - writtenBefore;
    writing = false;
    await writes;

    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows.contact_submissions).toBeGreaterThanOrEqual(20);
    expect(rows.email_outbox).toBe(rows.contact_submissions);
    expect(writtenDuring).toBeGreaterThan(0);
    const target = await freshDatabase();
    await restoreBackup(file, { db: target.db, storage: localFolderStorage(tempDir()) });
    expect((await dump(target.db)).contact_submissions).toHaveLength(rows.contact_submissions!);
  });
});

describe("a backup is readable by its owner alone", () => {
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
  /** The usual umask, which leaves new files readable by everyone unless the site says otherwise. */
  async function withUmask<T>(work: () => Promise<T>): Promise<T> {
    const before = process.umask(0o022);
    try {
      return await work();
    } finally {
      process.umask(before);
    }
  }

  it("writes the archive 0600, in folders it makes 0700", async () => {
    const parent = path.join(tempDir(), "made");
    const out = path.join(parent, "by-the-backup", "site.tar.gz");
    await withUmask(() => createBackup({ out, storage: sourceStorage }));
    expect(modeOf(out).toString(8)).toBe("600");
    expect(modeOf(path.dirname(out)).toString(8)).toBe("700");
    expect(modeOf(parent).toString(8)).toBe("700");
  });

  it("makes the site's own backups folder private though an older version left it open, and no other folder", async () => {
    const own = tempDir();
    fs.chmodSync(own, 0o755);
    const kept = path.join(own, "site.tar.gz");
    await withUmask(() => createBackup({ out: kept, storage: sourceStorage, ownFolder: true }));
    expect(modeOf(own).toString(8)).toBe("700");
    expect(modeOf(kept).toString(8)).toBe("600");

    const chosen = tempDir();
    fs.chmodSync(chosen, 0o755);
    const elsewhere = path.join(chosen, "site.tar.gz");
    // A stale part-written file of a failed backup must not lend the archive its mode.
    fs.writeFileSync(`${elsewhere}.partial`, "stale", { mode: 0o644 });
    await withUmask(() => createBackup({ out: elsewhere, storage: sourceStorage }));
    expect(modeOf(chosen).toString(8)).toBe("755");
    expect(modeOf(elsewhere).toString(8)).toBe("600");
  });
});

const crossDialect = dialect === "sqlite" && Boolean(process.env.TEST_DATABASE_URL);
if (!process.env.TEST_DATABASE_URL) {
  console.info("The SQLite-to-PostgreSQL restore is not tested: set TEST_DATABASE_URL to test it.");
} else if (dialect === "postgres") {
  console.info("The SQLite-to-PostgreSQL restore runs once, in the SQLite project.");
}

describe.runIf(crossDialect)("moving from SQLite to PostgreSQL", () => {
  it("restores a SQLite archive into PostgreSQL", async () => {
    const source = await freshDatabase("sqlite");
    await migrateToLatest(source.db);
    const storage = localFolderStorage(tempDir());
    await seed(source.db, storage);
    const file = path.join(tempDir(), "sqlite.tar.gz");
    await createBackup({ out: file, db: source.db, storage });

    const target = await freshDatabase("postgres");
    await restoreBackup(file, { db: target.db, storage: localFolderStorage(tempDir()) });
    const [from, to] = [await dump(source.db), await dump(target.db)];
    expect(Object.keys(to)).toEqual(Object.keys(from));
    for (const table of Object.keys(from)) expect(to[table], table).toHaveLength(from[table]!.length);
    expect(to.app_settings).toEqual(from.app_settings);
    expect(to.user![0]).toMatchObject({ email: "owner@example.test", emailVerified: false });
    expect(to.contact_submissions![0]).toMatchObject({ message: "Line one\nLine two — ✓", is_spam: true });
    expect(to.blog_posts!.map((row) => row.created_at)).toEqual(from.blog_posts!.map((row) => row.created_at));
    const next = await (target.db as unknown as AnyDb)
      .insertInto("contact_submissions")
      .values({ name: "New", email: "new@example.test", message: "after the move" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(Number(from.contact_submissions![0]!.id) + 1);
  });
});

describe("npm run backup and npm run restore", () => {
  const run = (script: string, args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: "test", DATABASE_URL: process.env.DATABASE_URL, ...env },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
  };

  it("prints the archive's path last, and restore refuses bad input in one line", () => {
    const out = path.join(tempDir(), "cli.tar.gz");
    const backup = run("backup", ["--out", out], { UPLOAD_DIR: tempDir() });
    expect(backup.status).toBe(0);
    expect(backup.out.split("\n").at(-1)).toBe(out);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);

    const refused = run("restore", [out], { UPLOAD_DIR: tempDir() });
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(
      /^The database already holds data \(in [^\n]*\); restore with --force to replace it\.$/,
    );

    const missing = run("restore", ["no-such-file.tar.gz"]);
    expect(missing).toMatchObject({
      status: 1,
      err: `There is no backup file at ${path.join(root, "no-such-file.tar.gz")}.`,
    });
    expect(run("restore", [])).toMatchObject({ status: 2, err: "Usage: npm run restore -- FILE [--force]" });
    // Four scripts start here, each loading TypeScript.
  }, 120_000);
});
