import type { Generated, Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo } from "../migrate";

/** The outbox-channels migration, up and down, on rows written before it. */

const BEFORE = "2026_11_29_000100_audit_log";
const AFTER = "2026_11_30_000100_outbox_channels";

interface Schema {
  contact_submissions: { id: number; name: string; email: string; message: string };
  email_outbox: {
    id: Generated<number>;
    channel?: string;
    submission_id: number | null;
    status?: string;
    attempts?: number;
    last_error?: string | null;
    sent_at?: string | null;
  };
}

const opened: { db: DB; database: TestDatabase }[] = [];
afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

async function databaseAt(name: string): Promise<Kysely<Schema>> {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  await migrateTo(db, name);
  return db as unknown as Kysely<Schema>;
}

const outbox = (db: Kysely<Schema>) =>
  db.selectFrom("email_outbox").select(["id", "submission_id", "status", "attempts", "last_error", "sent_at"]);

describe(`the outbox-channels migration (${process.env.TEST_DIALECT})`, () => {
  it("keeps every notification as a lead-email row, allows one row per channel, and still cascades", async () => {
    const db = await databaseAt(BEFORE);
    await db
      .insertInto("contact_submissions")
      .values([
        { id: 1, name: "Ana", email: "ana@example.com", message: "Hello" },
        { id: 2, name: "Bruno", email: "bruno@example.com", message: "Hi" },
      ])
      .execute();
    await db
      .insertInto("email_outbox")
      .values([
        { id: 7, submission_id: 1, status: "sent", attempts: 1, sent_at: "2026-11-20T10:00:00.000Z" },
        { id: 8, submission_id: 2, status: "failed", attempts: 6, last_error: "Connection refused" },
      ])
      .execute();
    const before = await outbox(db).orderBy("id").execute();

    await migrateTo(db, AFTER);
    expect(await outbox(db).orderBy("id").execute()).toEqual(before);
    expect(await db.selectFrom("email_outbox").select("channel").distinct().execute()).toEqual([
      { channel: "lead-email" },
    ]);
    await db.insertInto("email_outbox").values({ submission_id: 1, channel: "lead-webhook" }).execute();
    await expect(
      db.insertInto("email_outbox").values({ submission_id: 1, channel: "lead-webhook" }).execute(),
    ).rejects.toThrow();
    await db.insertInto("email_outbox").values({ submission_id: null, channel: "lead-webhook" }).execute();
    await db.deleteFrom("contact_submissions").where("id", "=", 1).execute();
    expect(await db.selectFrom("email_outbox").select("id").where("submission_id", "=", 1).execute()).toEqual([]);

    await migrateTo(db, BEFORE);
    expect(await outbox(db).execute()).toEqual([before[1]]);
    await expect(db.insertInto("email_outbox").values({ submission_id: 2 }).execute()).rejects.toThrow();
    await db.deleteFrom("contact_submissions").where("id", "=", 2).execute();
    expect(await outbox(db).execute()).toEqual([]);
  });
});
