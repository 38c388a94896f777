import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailServer, startMailServer } from "../../../tests/support/mail-server";
import { getDb } from "../db";
import type { OutboxChannel } from "../db/types";
import { type NewLead, insertLead } from "../leads/leads";
import { enqueueNotification } from "../leads/outbox";
import { type OutboxChannels, deliverDueNotifications } from "../leads/outbox-worker";
import type { ImageStorage } from "../storage/image-storage";
import { localFolderStorage } from "../storage/local";
import { BackupError } from "./backup-archive";
import { createBackup } from "./backup";
import { restoreBackup } from "./backup-restore";
import { LEASE_MS, startSiteLease, stopSiteLease } from "./site-lease";

/**
 * A restore against a database a site is using (decision 123): it refuses while any server
 * process holds a lease on it, and the outbox it restores sends nothing the backed-up site may
 * have sent after the backup.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-restore-test-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let storage: ImageStorage;
let oldSiteMail: MailServer;
let newSiteMail: MailServer;
beforeAll(async () => {
  storage = localFolderStorage(tempDir());
  oldSiteMail = await startMailServer();
  newSiteMail = await startMailServer();
  cleanups.push(
    () => oldSiteMail.close(),
    () => newSiteMail.close(),
  );
});

async function backup() {
  const file = path.join(tempDir(), "site.tar.gz");
  return { file, manifest: await createBackup({ out: file, storage }) };
}

async function storeLeads(prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const lead: NewLead = {
      name: `${prefix} ${i}`,
      email: `${prefix}.${i}@example.com`,
      company: null,
      phone: null,
      message: "Please call me back about local search.",
      service: "seo",
      recaptcha_token: null,
      recaptcha_verified: true,
    };
    ids.push((await insertLead(lead)).id);
  }
  return ids;
}

const existing = async (ids: number[]) =>
  (await getDb().selectFrom("contact_submissions").select("id").where("id", "in", ids).execute()).map((r) => r.id);

const outboxOf = (ids: number[], channel: OutboxChannel = "lead-email") =>
  getDb()
    .selectFrom("email_outbox")
    .select(["submission_id", "status", "last_error"])
    .where("submission_id", "in", ids)
    .where("channel", "=", channel)
    .orderBy("submission_id")
    .execute();

/**
 * A site's e-mail channel to `mail`. Pooled: a new SMTP connection per message costs about 100 ms
 * here, and these tests send hundreds.
 */
function channel(mail: MailServer): OutboxChannels {
  const transport = nodemailer.createTransport({ url: mail.url, pool: true });
  cleanups.push(() => transport.close());
  return { email: { transport, to: ["leads@resgatar.example"], siteUrl: "https://resgatar.example" } };
}

/** The leads among `ids` that `mail` received a notification about. */
const notified = (mail: MailServer, ids: number[]) =>
  ids.filter((id) => mail.received.some((m) => m.raw.includes(`X-Lead-ID: ${id}\r\n`)));

/** A worker's round at `minutes` from now: every claim made before it has run out. */
const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** Another process holding a lease as a server does (tests/support/site-lease-holder.ts). */
async function leaseHolder(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/site-lease-holder.ts"],
    {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: process.env.DATABASE_URL },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  cleanups.push(() => child.kill("SIGKILL"));
  const lines = readline.createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([once(lines, "line"), once(child, "exit")])) as [string | number];
  if (line !== "holding") throw new Error(`The lease holder ended before holding a lease (${line})`);
  return child;
}

const RUNNING = /^The site is running on this database: /;

describe(`a restore while a site uses the database (${process.env.TEST_DIALECT})`, () => {
  it("refuses --force while a site holds the database: none of the 181 leads it acknowledged after the backup is deleted", async () => {
    const { file } = await backup();
    await startSiteLease();
    let acknowledged: number[];
    try {
      acknowledged = await storeLeads("after.backup", 181);
      const error = await refusal(restoreBackup(file, { force: true, storage }));
      expect(error.message).toMatch(RUNNING);
      expect(error.message).toContain(`pid ${process.pid} on ${os.hostname()}`);
      expect(error.message).toMatch(/Stop every server process that uses it, then restore again\.$/);
      expect(await existing(acknowledged)).toHaveLength(181);
    } finally {
      await stopSiteLease();
    }
    // Stopped, the site holds nothing: the operator's --force now replaces what came later.
    await restoreBackup(file, { force: true, storage });
    expect(await existing(acknowledged)).toEqual([]);
  });

  // The command is a new Node.js process loading TypeScript: it gets a minute, as the spawn does.
  it("npm run restore -- FILE --force says so in one line, and exits 1", { timeout: 60_000 }, async () => {
    const { file } = await backup();
    await startSiteLease();
    try {
      const restore = spawnSync(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/restore.ts", file, "--force"],
        {
          cwd: root,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "test",
            DATABASE_URL: process.env.DATABASE_URL,
            UPLOAD_DIR: tempDir(),
          },
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(restore.status).toBe(1);
      expect(restore.stderr.trim()).toMatch(
        /^The site is running on this database: 1 server process \(pid \d+ on [^\n]+\)\. A process that ended without stopping is forgotten 30 s after its last renewal\. Stop every server process that uses it, then restore again\.$/,
      );
    } finally {
      await stopSiteLease();
    }
  });

  it("sees a lease another process holds; a server's shutdown gives it back, a crashed one's expires after 30 s", async () => {
    const { file } = await backup();
    const stopping = await leaseHolder();
    const error = await refusal(restoreBackup(file, { force: true, storage }));
    expect(error.message).toMatch(RUNNING);
    expect(error.message).toContain(`pid ${stopping.pid} on`);
    stopping.kill("SIGTERM");
    expect((await once(stopping, "exit"))[0]).toBe(0);
    await restoreBackup(file, { force: true, storage });

    const crashing = await leaseHolder();
    crashing.kill("SIGKILL");
    await once(crashing, "exit");
    const crashedAt = new Date();
    expect((await refusal(restoreBackup(file, { force: true, storage, now: crashedAt }))).message).toContain(
      `pid ${crashing.pid} on`,
    );
    expect(LEASE_MS).toBe(30_000);
    await restoreBackup(file, { force: true, storage, now: new Date(crashedAt.getTime() + LEASE_MS) });
  });
});

describe(`the outbox a restore brings back (${process.env.TEST_DIALECT})`, () => {
  it("sends none of the 174 notifications the old site sent after a backup taken while it served, nor the 10 sent before; a CRM delivery is made again", async () => {
    let file: string;
    let sentBefore: number[];
    let sentAfter: number[];
    await startSiteLease();
    try {
      sentBefore = await storeLeads("sent.before", 10);
      // Everything due goes now, earlier tests' leads with it: the backup sees only what follows.
      await deliverDueNotifications(channel(oldSiteMail), inMinutes(1));
      expect(notified(oldSiteMail, sentBefore)).toHaveLength(10);
      sentAfter = await storeLeads("sent.after", 174);
      // This site has no webhook configured: the delivery waits, as one would for a CRM that is down.
      await enqueueNotification(getDb(), sentAfter[0]!, "lead-webhook");
      const taken = await backup();
      file = taken.file;
      expect(taken.manifest.liveServers).toBe(1);
      await deliverDueNotifications(channel(oldSiteMail), inMinutes(1));
      expect(notified(oldSiteMail, sentAfter)).toHaveLength(174);
    } finally {
      await stopSiteLease();
    }

    const { held } = await restoreBackup(file, { force: true, storage });
    expect(held).toBe(174);
    // Any claim the backup caught has run out by then.
    expect(await deliverDueNotifications(channel(newSiteMail), inMinutes(60))).toEqual({ sent: 0, failed: 0 });
    expect(newSiteMail.received).toEqual([]);
    expect((await outboxOf(sentBefore)).map((row) => row.status)).toEqual(Array(10).fill("sent"));
    const heldRows = await outboxOf(sentAfter);
    expect(heldRows).toHaveLength(174);
    for (const row of heldRows) {
      expect(row).toMatchObject({
        status: "failed",
        last_error:
          "Not sent again after a restore: the site was running when the backup was taken and may have sent it since.",
      });
    }
    // The CRM takes a repeat for the same lead by its Idempotency-Key, and nobody could resend it.
    expect(await outboxOf([sentAfter[0]!], "lead-webhook")).toEqual([
      { submission_id: sentAfter[0], status: "pending", last_error: null },
    ]);
  });

  it("sends the 3 notifications a stopped site had not sent when it was backed up", async () => {
    await deliverDueNotifications(channel(oldSiteMail), inMinutes(1));
    const waiting = await storeLeads("waiting", 3);
    const { file, manifest } = await backup();
    expect(manifest.liveServers).toBe(0);

    expect((await restoreBackup(file, { force: true, storage })).held).toBe(0);
    await deliverDueNotifications(channel(newSiteMail), inMinutes(1));
    expect(notified(newSiteMail, waiting)).toEqual(waiting);
    expect((await outboxOf(waiting)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});
