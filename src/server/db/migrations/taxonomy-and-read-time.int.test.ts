import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo, migrateToLatest } from "../migrate";

/** The taxonomy migration, run on posts stored before it with typed read times, then undone and done again. */

const BEFORE = "2026_12_04_000100_site_leases";
const TAXONOMY = "2026_12_05_000100_taxonomy_and_read_time";

const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

const version = async (db: DB) =>
  (await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version;

describe(`the taxonomy and read time migration (${process.env.TEST_DIALECT})`, async () => {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  await migrateTo(db, BEFORE);
  for (const [slug, readTime, count] of [
    ["typed-wrong", "45 min read", 690],
    ["typed-empty", "", 10],
  ] as const) {
    await sql`insert into blog_posts (slug, title, excerpt, cover, author, "readTime", category, content)
      values (${slug}, ${slug}, '', '', '', ${readTime}, 'SEO', ${words(count)})`.execute(db);
  }
  expect(await migrateToLatest(db)).toContain(TAXONOMY);

  it("computes every stored post's read time from its body", async () => {
    const rows = await db.selectFrom("blog_posts").select(["slug", "readTime"]).orderBy("id").execute();
    expect(rows).toEqual([
      { slug: "typed-wrong", readTime: "3 min read" },
      { slug: "typed-empty", readTime: "1 min read" },
    ]);
  });

  it("raises the content version on writes to the new tables, so the page cache follows them", async () => {
    const before = await version(db);
    const term = await db
      .insertInto("blog_terms")
      .values({ kind: "tag", name: "Utah", slug: "utah" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const afterTerm = await version(db);
    expect(afterTerm).toBeGreaterThan(before);
    const post = await db.selectFrom("blog_posts").select("id").executeTakeFirstOrThrow();
    await db.insertInto("blog_post_tags").values({ post_id: post.id, term_id: term.id }).execute();
    expect(await version(db)).toBeGreaterThan(afterTerm);
    await expect(
      db.insertInto("blog_terms").values({ kind: "tag", name: "UTAH", slug: "utah" }).execute(),
    ).rejects.toThrow();
    // A post's tags go with it.
    await db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
    expect(await db.selectFrom("blog_post_tags").selectAll().execute()).toEqual([]);
  });

  it("is undone and done again", async () => {
    await migrateTo(db, BEFORE);
    expect(await migrateToLatest(db)).toContain(TAXONOMY);
  });
});
