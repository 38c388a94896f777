import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { migrateTo, migrateToLatest } from "../migrate";

/** The publishing migration, run on posts stored before it, then undone and done again. */

const BEFORE = "2026_12_01_000000_redirects_and_not_found_log";
const PUBLISHING = "2026_12_02_000000_publishing";

const opened: { db: DB; database: TestDatabase }[] = [];

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const post = (slug: string, publishedAt: string) =>
  sql`insert into blog_posts (slug, title, excerpt, cover, author, "readTime", category, content, published_at)
      values (${slug}, ${`Post ${slug}`}, 'An excerpt', '/images/blog/cover.svg', 'Marcos Silva', '5 min read',
        'SEO', 'Body', ${publishedAt})`;

/** A row as an operator's SQL might store it: every text empty but the slug and title. */
const row = (slug: string, publication: { status?: string; published_at?: string | null } = {}) => ({
  slug,
  title: slug,
  excerpt: "",
  cover: "",
  author: "",
  readTime: "",
  category: "",
  content: "",
  ...(publication as { status?: "draft" | "published"; published_at?: string | null }),
});

const version = async (db: DB) =>
  (await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version;

describe(`the publishing migration (${process.env.TEST_DIALECT})`, async () => {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  await migrateTo(db, BEFORE);
  await post("older", "2025-01-05T12:00:00.000Z").execute(db);
  await post("newer", "2025-06-15T12:00:00.000Z").execute(db);
  expect(await migrateToLatest(db)).toContain(PUBLISHING);

  it("publishes every existing post at the time it had, with default search settings", async () => {
    const rows = await db
      .selectFrom("blog_posts")
      .select([
        "slug",
        "status",
        "published_at",
        "meta_title",
        "meta_description",
        "social_image",
        "canonical_url",
        "noindex",
      ])
      .orderBy("id")
      .execute();
    const defaults = {
      status: "published",
      meta_title: "",
      meta_description: "",
      social_image: "",
      canonical_url: "",
      noindex: false,
    };
    expect(rows).toEqual([
      { slug: "older", published_at: "2025-01-05T12:00:00.000Z", ...defaults },
      { slug: "newer", published_at: "2025-06-15T12:00:00.000Z", ...defaults },
    ]);
  });

  it("lets a draft go without a date, but never a published post, and still raises the content version", async () => {
    const before = await version(db);
    const draft = await db
      .insertInto("blog_posts")
      .values(row("a-draft", { status: "draft", published_at: null }))
      .returning(["status", "published_at"])
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ status: "draft", published_at: null });
    expect(await version(db)).toBeGreaterThan(before);
    await expect(
      db
        .insertInto("blog_posts")
        .values(row("undated", { status: "published", published_at: null }))
        .execute(),
    ).rejects.toThrow(/blog_posts_dated_when_published/);
    await expect(
      db
        .insertInto("blog_posts")
        .values(row("odd", { status: "archived" }))
        .execute(),
    ).rejects.toThrow();
    // A row an operator stores without a time is published now, as before the migration.
    const byHand = await db
      .insertInto("blog_posts")
      .values(row("by-hand"))
      .returning(["status", "published_at"])
      .executeTakeFirstOrThrow();
    expect(byHand.status).toBe("published");
    expect(Math.abs(Date.now() - Date.parse(byHand.published_at!))).toBeLessThan(60_000);
  });

  it("keeps revisions with their post, and removes them with it", async () => {
    const { id } = await db.selectFrom("blog_posts").select("id").where("slug", "=", "older").executeTakeFirstOrThrow();
    await db.insertInto("post_revisions").values({ post_id: id, changed: "[]", fields: "{}" }).execute();
    await db.deleteFrom("blog_posts").where("id", "=", id).execute();
    expect(await db.selectFrom("post_revisions").selectAll().where("post_id", "=", id).execute()).toEqual([]);
  });

  it("is undone cleanly, a draft without a date taking the time it was last saved, and done again", async () => {
    await migrateTo(db, BEFORE);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain("post_revisions");
    const columns = tables.find((t) => t.name === "blog_posts")!.columns.map((c) => c.name);
    expect(columns).not.toContain("status");
    expect(columns).not.toContain("noindex");
    const draft = await sql<{ published_at: string | Date; updated_at: string | Date }>`
      select published_at, updated_at from blog_posts where slug = 'a-draft'`.execute(db);
    expect(new Date(draft.rows[0]!.published_at).getTime()).toBe(new Date(draft.rows[0]!.updated_at).getTime());
    expect(await migrateToLatest(db)).toContain(PUBLISHING);
    expect(
      (await db.selectFrom("blog_posts").select("status").where("slug", "=", "newer").executeTakeFirstOrThrow()).status,
    ).toBe("published");
  });
});
