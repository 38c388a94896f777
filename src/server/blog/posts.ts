import "server-only";
import { type SelectQueryBuilder, sql } from "kysely";
import { normalizeQuery, type PostPage, type PostQuery, type PostSort } from "@/lib/blog/query";
import type { NewPost, Post, PostSummary } from "@/lib/blog/types";
import type { BlogPostInput } from "@/lib/validation/blog-post";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { getDb } from "../db";
import { containsText, dialectOf, nowIso, textSortKey } from "../db/dialect";
import type { Database } from "../db/types";
import { redirectRenamedPost, releasePostPath } from "./redirects";

/** The blog_posts table: one module owns every query on it. */

const summaryColumns = [
  "id",
  "slug",
  "title",
  "excerpt",
  "cover",
  "published_at",
  "author",
  "readTime",
  "category",
] as const satisfies readonly (keyof PostSummary)[];
const postColumns = [...summaryColumns, "content"] as const;

export async function getPostById(id: number): Promise<Post | undefined> {
  return getDb().selectFrom("blog_posts").select(postColumns).where("id", "=", id).executeTakeFirst();
}

export async function getPostBySlug(slug: string): Promise<Post | undefined> {
  return getDb().selectFrom("blog_posts").select(postColumns).where("slug", "=", slug).executeTakeFirst();
}

export async function slugExists(slug: string, exceptId?: number): Promise<boolean> {
  let query = getDb().selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const postObject = (post: Pick<Post, "id" | "title">) => ({ type: "post", id: post.id, label: post.title }) as const;

/** Stores a post, published now unless it says when; `by` names the admin for the audit log. */
export async function insertPost(post: NewPost, by?: AuditActor): Promise<Post> {
  // A post at an address a renamed post left behind takes it back from that redirect.
  const stored = await getDb()
    .transaction()
    .execute(async (trx) => {
      await releasePostPath(trx, post.slug);
      return trx
        .insertInto("blog_posts")
        .values({ ...post, published_at: post.published_at ?? nowIso() })
        .returning(postColumns)
        .executeTakeFirstOrThrow();
    });
  await recordAuditBy(by, "post-created", postObject(stored));
  return stored;
}

/**
 * Returns the updated post, or undefined when no post has this id. Its publication time is kept.
 * A new slug leaves a redirect from the old address, in the same transaction (decision 190).
 */
export async function updatePost(id: number, input: BlogPostInput, by?: AuditActor): Promise<Post | undefined> {
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom("blog_posts").select("slug").where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const post = await trx
        .updateTable("blog_posts")
        .set({ ...input, updated_at: nowIso() })
        .where("id", "=", id)
        .returning(postColumns)
        .executeTakeFirstOrThrow();
      const redirect = before.slug === post.slug ? undefined : await redirectRenamedPost(trx, before.slug, post.slug);
      return { post, redirect };
    });
  if (!result) return undefined;
  await recordAuditBy(by, "post-updated", postObject(result.post));
  if (result.redirect)
    await recordAuditBy(by, "redirect-added", {
      type: "redirect",
      label: `${result.redirect.from} → ${result.redirect.to} (automatic)`,
    });
  return result.post;
}

export const SLUG_TAKEN = "Post with this slug already exists";

export type BulkInsertResult =
  { slug: string; status: "added" | "skipped" } | { slug: string; status: "error"; error: string };

/**
 * Stores each post whose slug is still free, one by one, so that one failure does not stop
 * the rest; reports what became of each (docs/product.md, Blog management).
 */
export async function insertPostsUnlessSlugExists(
  posts: readonly NewPost[],
  by?: AuditActor,
): Promise<BulkInsertResult[]> {
  const results: BulkInsertResult[] = [];
  for (const post of posts) {
    try {
      if (await slugExists(post.slug)) results.push({ slug: post.slug, status: "skipped" });
      else {
        await insertPost(post, by);
        results.push({ slug: post.slug, status: "added" });
      }
    } catch (error) {
      // Another request may have taken the slug between the check and the insert.
      if (await slugExists(post.slug).catch(() => false)) results.push({ slug: post.slug, status: "skipped" });
      else
        results.push({
          slug: post.slug,
          status: "error",
          error: error instanceof Error ? error.message : String(error),
        });
    }
  }
  return results;
}

/** Returns whether a post was deleted. */
export async function deletePost(id: number, by?: AuditActor): Promise<boolean> {
  const deleted = await getDb()
    .deleteFrom("blog_posts")
    .where("id", "=", id)
    .returning(["id", "title"])
    .executeTakeFirst();
  if (deleted) await recordAuditBy(by, "post-deleted", postObject(deleted));
  return deleted !== undefined;
}

export async function countPosts(): Promise<number> {
  const row = await getDb()
    .selectFrom("blog_posts")
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

type PostsQuery = SelectQueryBuilder<Database, "blog_posts", object>;

function orderedBy<Q extends PostsQuery>(query: Q, sort: PostSort): Q {
  const dialect = dialectOf(getDb());
  let ordered = query;
  if (sort === "title") ordered = ordered.orderBy(textSortKey(dialect, sql.ref("title"))) as Q;
  if (sort === "category") ordered = ordered.orderBy(textSortKey(dialect, sql.ref("category"))) as Q;
  return ordered.orderBy("published_at", "desc").orderBy("id", "desc") as Q;
}

async function countOf(query: PostsQuery): Promise<number> {
  const row = await query.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return row.n;
}

/**
 * One page of the listing (search, exact category, sort: docs/product.md, Blog listing), with how many posts match
 * and how many there are. Only the page's rows are read, and never the bodies.
 */
export async function listPosts(query: PostQuery = {}): Promise<PostPage<PostSummary>> {
  const { search, category, sort, offset, limit } = normalizeQuery(query);
  const db = getDb();
  const dialect = dialectOf(db);
  let matching: PostsQuery = db.selectFrom("blog_posts");
  if (category !== undefined) matching = matching.where("category", "=", category);
  if (search) {
    matching = matching.where((eb) =>
      eb.or([
        containsText(eb, dialect, eb.ref("title"), search),
        containsText(eb, dialect, eb.ref("excerpt"), search),
        containsText(eb, dialect, eb.ref("category"), search),
      ]),
    );
  }
  const filtered = search !== undefined || category !== undefined;
  const [posts, matched, total] = await Promise.all([
    limit === 0 ? [] : orderedBy(matching.select(summaryColumns), sort).limit(limit).offset(offset).execute(),
    countOf(matching),
    filtered ? countPosts() : undefined,
  ]);
  return { posts, matched, total: total ?? matched };
}

/** The distinct categories, alphabetically. */
export async function listCategories(): Promise<string[]> {
  const db = getDb();
  const rows = await db
    .selectFrom("blog_posts")
    .select("category")
    .groupBy("category")
    .orderBy(textSortKey(dialectOf(db), sql.ref("category")))
    .execute();
  return rows.map((row) => row.category);
}

/** One page of an author's posts, newest first, with their count and the count of all posts. */
export async function listPostsByAuthor(
  author: string,
  page: Pick<PostQuery, "offset" | "limit"> = {},
): Promise<PostPage<PostSummary>> {
  const { offset, limit } = normalizeQuery(page);
  const byAuthor = getDb().selectFrom("blog_posts").where("author", "=", author);
  const [posts, matched, total] = await Promise.all([
    orderedBy(byAuthor.select(summaryColumns), "date").limit(limit).offset(offset).execute(),
    countOf(byAuthor),
    countPosts(),
  ]);
  return { posts, matched, total };
}

/** Up to `limit` other posts of the same category, newest first. */
export async function listRelatedPosts(post: Pick<Post, "id" | "category">, limit = 3): Promise<PostSummary[]> {
  const related = getDb()
    .selectFrom("blog_posts")
    .select(summaryColumns)
    .where("category", "=", post.category)
    .where("id", "!=", post.id);
  return orderedBy(related, "date").limit(limit).execute();
}

/** Every post's slug and last change, for the sitemap: two columns, however many posts. */
export async function listPostSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  return getDb()
    .selectFrom("blog_posts")
    .select(["slug", "updated_at as updatedAt"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
