import { type ColumnType, type Generated, type Kysely, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { formatLongDate } from "@/lib/dates";
import { type TestDatabase, createTestDatabase } from "../../../../tests/support/test-database";
import { parseDatabaseUrl } from "../../config";
import { type DB, createDb } from "..";
import { dialectOf } from "../dialect";
import { migrateTo } from "../migrate";
import * as publicationTimestamp from "./2026_11_27_000000_publication_timestamp";

/** Each migration that changed how a post's date is kept, run on rows shaped as it found them. */

const opened: { db: DB; database: TestDatabase }[] = [];

type Optional = ColumnType<string, string | undefined, string>;

/** The columns blog_posts has had; each schema has some of the optional ones. */
interface AnySchema {
  blog_posts: {
    id: Generated<number>;
    slug: string;
    title: string;
    excerpt: string;
    cover: string;
    author: string;
    readTime: string;
    category: string;
    content: string;
    date: Optional;
    published_on: Optional;
    published_at: Optional;
    created_at: Optional;
  };
  content_version: { id: number; version: number };
}

/** A fresh database, migrated up to `name`. */
async function databaseAt(name: string): Promise<Kysely<AnySchema>> {
  const database = await createTestDatabase(process.env.TEST_DIALECT);
  const db = createDb(parseDatabaseUrl(database.url, process.cwd()));
  opened.push({ db, database });
  await migrateTo(db, name);
  return db as unknown as Kysely<AnySchema>;
}

afterAll(async () => {
  for (const { db, database } of opened) {
    await db.destroy();
    await database.drop();
  }
});

const body = {
  excerpt: "An excerpt long enough to read.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  readTime: "5 min read",
  category: "SEO",
  content: "Body",
};

describe(`the sort-date migration (${process.env.TEST_DIALECT})`, () => {
  it("fills the sort date of existing posts from their display date, else from when they were stored", async () => {
    const db = await databaseAt("2026_11_23_050000_lead_inbox_and_email_outbox");
    await db
      .insertInto("blog_posts")
      .values([
        {
          ...body,
          slug: "legacy-dated",
          title: "Dated",
          date: "June 15, 2025",
          created_at: "2025-06-16T10:00:00.000Z",
        },
        { ...body, slug: "legacy-undated", title: "Undated", date: "sometime", created_at: "2024-03-09T10:00:00.000Z" },
      ])
      .execute();
    await migrateTo(db, "2026_11_24_020000_blog_listing");
    const rows = await db.selectFrom("blog_posts").select(["slug", "published_on"]).orderBy("slug").execute();
    expect(rows).toEqual([
      { slug: "legacy-dated", published_on: "2025-06-15" },
      { slug: "legacy-undated", published_on: "2024-03-09" },
    ]);
  });
});

describe(`the publication timestamp migration (${process.env.TEST_DIALECT})`, async () => {
  const db = await databaseAt("2026_11_26_000000_content_version");
  // Rows as the previous schema holds them; the last two were written by hand, without a sort date.
  const legacy = [
    { slug: "january-first", date: "January 5, 2025", published_on: "2025-01-05" },
    { slug: "june", date: "June 15, 2025", published_on: "2025-06-15" },
    { slug: "january-second", date: "January 5, 2025", published_on: "2025-01-05" },
    { slug: "by-hand", date: "March 3, 2025", published_on: "" },
    { slug: "undated", date: "sometime", published_on: "2024-13-45", created_at: "2024-03-09T10:00:00.000Z" },
  ];
  for (const row of legacy)
    await db
      .insertInto("blog_posts")
      .values({ ...body, title: row.slug, ...row })
      .execute();
  const version = async () =>
    (await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version;
  await migrateTo(db, "2026_11_27_000000_publication_timestamp");

  it("publishes each post at noon UTC of its day, which readers still see as that day", async () => {
    const rows = await db.selectFrom("blog_posts").select(["slug", "published_at"]).orderBy("id").execute();
    expect(rows).toEqual([
      { slug: "january-first", published_at: "2025-01-05T12:00:00.000Z" },
      { slug: "june", published_at: "2025-06-15T12:00:00.000Z" },
      { slug: "january-second", published_at: "2025-01-05T12:00:00.000Z" },
      { slug: "by-hand", published_at: "2025-03-03T12:00:00.000Z" },
      { slug: "undated", published_at: "2024-03-09T12:00:00.000Z" },
    ]);
    expect(rows.map((row) => formatLongDate(row.published_at))).toEqual([
      "January 5, 2025",
      "June 15, 2025",
      "January 5, 2025",
      "March 3, 2025",
      "March 9, 2024",
    ]);
  });

  it("drops the display date and the sort day, keeping every other column", async () => {
    const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", "june").executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "cover",
        "author",
        "readTime",
        "category",
        "content",
        "published_at",
        "created_at",
        "updated_at",
      ].sort(),
    );
    expect(row).toMatchObject({ ...body, title: "june" });
  });

  it("sorts by the new column, newest first, then the newest id", async () => {
    const rows = await db
      .selectFrom("blog_posts")
      .select("slug")
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(rows.map((row) => row.slug)).toEqual(["june", "by-hand", "january-second", "january-first", "undated"]);
  });

  it("indexes the listing on the new column", async () => {
    const indexes =
      dialectOf(db) === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'blog_posts'
            and name not like 'sqlite_%'`.execute(db)
        : await sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'blog_posts' and schemaname = current_schema() and indexname like '%published%'`.execute(
            db,
          );
    expect(indexes.rows.map((row) => row.name).sort()).toEqual([
      "blog_posts_author_published_idx",
      "blog_posts_category_published_idx",
      "blog_posts_published_idx",
    ]);
  });

  it("publishes a row inserted without a time now, and still raises the content version on writes", async () => {
    const before = await version();
    const row = await db
      .insertInto("blog_posts")
      .values({ ...body, slug: "fresh", title: "Fresh" })
      .returning("published_at")
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.published_at)).toBeLessThan(60_000);
    expect(await version()).toBeGreaterThan(before);
  });
});

describe(`undoing the publication timestamp migration (${process.env.TEST_DIALECT})`, () => {
  it("writes the display date and the sort day back from the timestamp", async () => {
    const db = await databaseAt("2026_11_27_000000_publication_timestamp");
    await db
      .insertInto("blog_posts")
      .values({ ...body, slug: "evening", title: "Evening", published_at: "2025-01-06T03:00:00.000Z" })
      .execute();
    await publicationTimestamp.down(db as unknown as Kysely<unknown>);
    const row = await db.selectFrom("blog_posts").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: "evening", date: "January 5, 2025", published_on: "2025-01-05" });
    expect(row).not.toHaveProperty("published_at");
  });
});
