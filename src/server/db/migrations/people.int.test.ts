import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo, migrateToLatest } from "../migrate";

/** The people migration on a site whose posts were signed by typed names, some of no known author. */

const BEFORE = "2026_12_06_000200_site_settings";
const PEOPLE = "2026_12_07_000100_people";

const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const version = async (db: DB) =>
  (await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version;

describe(`the people migration (${process.env.TEST_DIALECT})`, async () => {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  await migrateTo(db, BEFORE);
  for (const [slug, author] of [
    ["by-emily", "Emily Carter"],
    ["by-guest", "Guest Writer"],
    ["by-guest-again", "Guest Writer"],
    ["by-a-name-like-an-id", "Marcos-Silva"],
    ["by-nobody", ""],
  ] as const) {
    await sql`insert into blog_posts (slug, title, excerpt, cover, author, "readTime", category, content)
      values (${slug}, ${slug}, '', '', ${author}, '1 min read', 'SEO', 'Body')`.execute(db);
  }
  expect(await migrateToLatest(db)).toContain(PEOPLE);

  it("keeps every post's author: today's people, and a writer for each other name", async () => {
    const people = await db
      .selectFrom("people")
      .select(["id", "name", "is_writer", "team", "position"])
      .orderBy("position")
      .execute();
    expect(people.map((p) => p.id)).toEqual([
      "rafael-moreira",
      "hannah-lindqvist",
      "marcus-tuilagi",
      "priya-raman",
      "jake-sorensen",
      "marcos-silva",
      "emily-carter",
      "jordan-reyes",
      "resgatar-team",
      "guest-writer",
      // Its slug is a seeded person's address: it gets the next free one.
      "marcos-silva-2",
    ]);
    expect(people.slice(9)).toEqual([
      { id: "guest-writer", name: "Guest Writer", is_writer: true, team: "", position: 10 },
      { id: "marcos-silva-2", name: "Marcos-Silva", is_writer: true, team: "", position: 11 },
    ]);
    const authors = await db.selectFrom("blog_posts").select(["slug", "author"]).orderBy("slug").execute();
    expect(authors).toContainEqual({ slug: "by-nobody", author: "" });
    expect(authors).toContainEqual({ slug: "by-emily", author: "Emily Carter" });
  });

  it("raises the content version on every write to people, so the page cache follows", async () => {
    const before = await version(db);
    await db.updateTable("people").set({ role: "Guest" }).where("id", "=", "guest-writer").execute();
    const afterUpdate = await version(db);
    expect(afterUpdate).toBeGreaterThan(before);
    await db.deleteFrom("people").where("id", "=", "guest-writer").execute();
    expect(await version(db)).toBeGreaterThan(afterUpdate);
  });

  it("refuses a second person of the same name, and an unknown place on the About page", async () => {
    const insert = (id: string, name: string, team: string) =>
      sql`insert into people (id, name, team, position) values (${id}, ${name}, ${team}, 99)`.execute(db);
    await expect(insert("emily-2", "Emily Carter", "")).rejects.toThrow();
    await expect(insert("someone", "Someone", "captain")).rejects.toThrow();
  });
});
