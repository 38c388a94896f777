import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo } from "../migrate";

/** Migration 2026_11_30_000200_newsletter_opt_in on rows that signed up under single opt-in. */

const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

describe(`newsletter opt-in migration (${process.env.TEST_DIALECT})`, () => {
  it("keeps single opt-in subscribers as confirmed, and its down keeps only confirmed ones", async () => {
    const database = await createTestDatabase(process.env.TEST_DIALECT);
    const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
    opened.push({ db, database });
    await migrateTo(db, "2026_11_30_000100_outbox_channels");
    await sql`insert into newsletter_subscribers (email, created_at) values ('early@example.com', '2026-01-05T10:00:00.000Z')`.execute(
      db,
    );

    await migrateTo(db, "2026_11_30_000200_newsletter_opt_in");
    expect(await db.selectFrom("newsletter_subscribers").selectAll().execute()).toMatchObject([
      { email: "early@example.com", state: "confirmed", confirmed_at: "2026-01-05T10:00:00.000Z", consent_at: null },
    ]);
    const late = await db
      .insertInto("newsletter_subscribers")
      .values({ email: "late@example.com", confirmation_sent_at: "2026-02-01T10:00:00.000Z" })
      .returning(["id", "state"])
      .executeTakeFirstOrThrow();
    expect(late.state).toBe("unconfirmed");
    await db.insertInto("email_outbox").values({ channel: "subscriber-email", subscriber_id: late.id }).execute();

    await migrateTo(db, "2026_11_30_000100_outbox_channels");
    const rows = await sql<{ email: string }>`select * from newsletter_subscribers`.execute(db);
    expect(rows.rows).toEqual([{ id: expect.any(Number), email: "early@example.com", created_at: expect.anything() }]);
    expect((await sql`select * from email_outbox`.execute(db)).rows).toEqual([]);
  });
});
