import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo, migrateToLatest } from "../migrate";

/** The attribution migration, run on a lead stored before it, then undone and run again. */

const BEFORE = "2026_12_01_000000_redirects_and_not_found_log";
const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const columnsOf = async (db: DB, table: string) =>
  (await db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];

describe(`the attribution migration (${process.env.TEST_DIALECT})`, () => {
  it("gives earlier leads no source, adds page views, and is undone cleanly", async () => {
    const database = await createTestDatabase(process.env.TEST_DIALECT);
    const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
    opened.push({ db, database });
    await migrateTo(db, BEFORE);
    await sql`insert into contact_submissions (name, email, message) values ('Ana', 'a@example.com', 'Hello there')`.execute(
      db,
    );

    expect(await migrateToLatest(db)).toContain("2026_12_03_000000_attribution");
    expect(
      await db.selectFrom("contact_submissions").select(["name", "landing_page", "utm_source", "form_page"]).execute(),
    ).toEqual([{ name: "Ana", landing_page: null, utm_source: null, form_page: null }]);
    await db.insertInto("page_views").values({ day: "2026-03-01", path: "/", views: 2 }).execute();
    await expect(
      db.insertInto("page_views").values({ day: "2026-03-01", path: "/", views: 1 }).execute(),
    ).rejects.toThrow();

    await migrateTo(db, BEFORE);
    expect(await columnsOf(db, "contact_submissions")).not.toContain("utm_source");
    expect(await columnsOf(db, "page_views")).toEqual([]);
    expect(await db.selectFrom("contact_submissions").select("name").execute()).toEqual([{ name: "Ana" }]);
    expect(await migrateToLatest(db)).toContain("2026_12_03_000000_attribution");
  });
});
