import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDb, getDb } from ".";
import { containsText, dialectOf } from "./dialect";
import { migrateToLatest } from "./migrate";

const post = (slug: string, title: string) => ({
  slug,
  title,
  excerpt: "An excerpt",
  cover: "/images/cover.svg",
  author: "Resgatar Team",
  readTime: "5 min read",
  category: "SEO",
  content: "Body",
});

describe(`database layer (${process.env.TEST_DIALECT})`, () => {
  it("runs on the dialect the project asks for", () => {
    expect(dialectOf(getDb())).toBe(process.env.TEST_DIALECT);
  });

  // SQLite only: the pragmas of the connection module (PostgreSQL has neither setting).
  if (process.env.TEST_DIALECT === "sqlite") {
    it("opens SQLite in WAL mode, fully synchronous, with foreign keys enforced", async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(getDb())).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("synchronous")).toBe(2);
    });
  }

  // SQLite only: how its transactions begin (PostgreSQL's take row locks as they write).
  if (process.env.TEST_DIALECT === "sqlite") {
    it("begins a transaction as a writer, so another process's write cannot make its own write fail", async () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "immediate-")), "site.db");
      const site = createDb({ kind: "sqlite", path: file });
      const other = createDb({ kind: "sqlite", path: file });
      try {
        await sql`create table counter (n integer not null)`.execute(site);
        await sql`insert into counter (n) values (0)`.execute(site);
        // The other process waits a tenth of a second for the lock, not the five seconds a site waits.
        await sql`pragma busy_timeout = 100`.execute(other);
        await site.transaction().execute(async (trx) => {
          const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
          // Begun as a reader, the transaction would let this write through and then fail its own.
          await expect(sql`update counter set n = 100`.execute(other)).rejects.toThrow("database is locked");
          await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
        });
        expect((await sql<{ n: number }>`select n from counter`.execute(other)).rows).toEqual([{ n: 1 }]);
        // A read-only transaction (a backup's copy) holds up no one's write.
        await site
          .transaction()
          .setAccessMode("read only")
          .execute(async (trx) => {
            await sql`select n from counter`.execute(trx);
            await sql`update counter set n = 2`.execute(other);
          });
        expect((await sql<{ n: number }>`select n from counter`.execute(site)).rows).toEqual([{ n: 2 }]);
      } finally {
        await Promise.all([site.destroy(), other.destroy()]);
        fs.rmSync(path.dirname(file), { recursive: true, force: true });
      }
    });
  }

  it("does nothing when the schema is already current", async () => {
    expect(await migrateToLatest(getDb())).toEqual([]);
  });

  it("fills id and timestamps, returned as ISO strings", async () => {
    const before = Date.now();
    const row = await getDb()
      .insertInto("blog_posts")
      .values(post("first-post", "First"))
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(0);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 2000);
    expect(row.readTime).toBe("5 min read");
  });

  it("keeps slugs unique", async () => {
    await getDb().insertInto("blog_posts").values(post("unique-slug", "A")).execute();
    await expect(getDb().insertInto("blog_posts").values(post("unique-slug", "B")).execute()).rejects.toThrow();
  });

  it("stores and returns booleans as booleans", async () => {
    const db = getDb();
    const inserted = await db
      .insertInto("contact_submissions")
      .values([
        { name: "Ann", email: "ann@example.com", message: "Hello there, friends", recaptcha_verified: true },
        { name: "Bob", email: "bob@example.com", message: "Hello there, friends", recaptcha_verified: false },
      ])
      .returning(["id", "recaptcha_verified"])
      .execute();
    expect(inserted.map((r) => r.recaptcha_verified)).toEqual([true, false]);

    const verified = await db
      .selectFrom("contact_submissions")
      .select("name")
      .where("recaptcha_verified", "=", true)
      .execute();
    expect(verified.map((r) => r.name)).toEqual(["Ann"]);

    const defaulted = await db
      .insertInto("contact_submissions")
      .values({ name: "Cy", email: "cy@example.com", message: "Hello there, friends" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(defaulted.recaptcha_verified).toBe(false);
    expect(defaulted.company).toBeNull();
  });

  it("searches text case-insensitively and literally", async () => {
    const db = getDb();
    const dialect = dialectOf(db);
    await db
      .insertInto("blog_posts")
      .values([
        post("search-a", "Local SEO for Plumbers"),
        post("search-b", "100% Growth_Plan"),
        post("search-c", "Ünïcode Títle"),
      ])
      .execute();
    const find = async (text: string) =>
      (
        await db
          .selectFrom("blog_posts")
          .select("slug")
          .where("slug", "like", "search-%")
          .where((eb) => containsText(eb, dialect, eb.ref("title"), text))
          .orderBy("slug")
          .execute()
      ).map((r) => r.slug);

    expect(await find("local seo")).toEqual(["search-a"]);
    expect(await find("PLUMBERS")).toEqual(["search-a"]);
    expect(await find("100%")).toEqual(["search-b"]);
    expect(await find("100%_growth")).toEqual([]);
    expect(await find("growth_plan")).toEqual(["search-b"]);
    expect(await find("%")).toEqual(["search-b"]);
    expect(await find("TÍTLE")).toEqual(["search-c"]);
  });

  it("counts as numbers", async () => {
    const { n } = await getDb()
      .selectFrom("blog_posts")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(typeof n).toBe("number");
  });
});
