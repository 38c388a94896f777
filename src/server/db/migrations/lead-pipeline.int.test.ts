import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo, migrateToLatest } from "../migrate";

/** The lead pipeline's migration, run on leads stored before it, then undone. */

const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const lead = (name: string, service: string | null) =>
  sql`insert into contact_submissions (name, email, message, service) values (${name}, 'a@example.com', 'Hello there', ${service})`;

describe(`the lead pipeline migration (${process.env.TEST_DIALECT})`, () => {
  it("gives earlier leads the status New and their form, and is undone cleanly", async () => {
    const database = await createTestDatabase(process.env.TEST_DIALECT);
    const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
    opened.push({ db, database });
    await migrateTo(db, "2026_11_29_000100_audit_log");
    await lead("Ana", "seo").execute(db);
    await lead("Jon", "Local Business Marketing Audit").execute(db);

    expect(await migrateToLatest(db)).toContain("2026_11_30_000000_lead_pipeline");
    const rows = await db
      .selectFrom("contact_submissions")
      .select(["name", "status", "form"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      { name: "Ana", status: "new", form: "contact" },
      { name: "Jon", status: "new", form: "audit" },
    ]);

    await migrateTo(db, "2026_11_29_000100_audit_log");
    const columns = (await db.introspection.getTables()).find((t) => t.name === "contact_submissions")!.columns;
    expect(columns.map((c) => c.name)).not.toContain("status");
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain("lead_events");
    expect(await migrateToLatest(db)).toContain("2026_11_30_000000_lead_pipeline");
  });
});
