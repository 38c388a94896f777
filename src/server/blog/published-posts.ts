import "server-only";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { normalizeQuery, type PostPage, type PostQuery, type PostSort } from "@/lib/blog/query";
import type { Post, PostSummary } from "@/lib/blog/types";
import { blogPostFields } from "@/lib/validation/blog-post";
import { getDb } from "../db";
import { containsText, dialectOf, nowIso, textSortKey } from "../db/dialect";
import type { Database } from "../db/types";
import { hasTag, withTags } from "./post-tags";

/**
 * What visitors may read of blog_posts, under one rule (decision 191): a post is public when it
 * is published and its publication time has come. Drafts and posts scheduled for later are in
 * no page, listing, search, count, feed, sitemap or card. Every query here takes the moment it
 * asks about, `now` unless a test says otherwise. posts.ts owns the table's writes and the
 * admin's reads.
 */

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

/** A post's columns: its fields but the tags, which are rows of their own, and its computed read time. */
const postColumns = [
  "id",
  "published_at",
  "readTime",
  ...blogPostFields.filter((field) => field !== "tags"),
] as const satisfies readonly (keyof Post)[];

type Posts = ExpressionBuilder<Database, "blog_posts">;

/** The visibility rule, in SQL. The status is written as a literal so that SQLite can read it from the listing's index. */
function isPublicAt(now: string) {
  return (eb: Posts) => eb.and([eb("status", "=", sql.lit("published")), eb("published_at", "<=", now)]);
}

/** Rows of public posts: their publication time is set. */
type PublicRow<T> = Omit<T, "published_at"> & { published_at: string | null };
const asPublic = <T extends { published_at: string }>(row: PublicRow<T>) => row as T;

function publicPosts(now: string) {
  return getDb().selectFrom("blog_posts").where(isPublicAt(now));
}

/**
 * Whether a text a visitor chose (a slug, a search, a category, an author) holds NUL. No
 * stored post can match one: PostgreSQL keeps no NUL in text and refuses it in a query with
 * an error, SQLite answers nothing. Every read below that takes such a text asks this first and
 * answers nothing without a query, the same on both databases and without an error logged.
 */
const holdsNul = (...texts: (string | undefined)[]) => texts.some((text) => text?.includes("\0"));

export async function getPublishedPostBySlug(slug: string, now = nowIso()): Promise<Post | undefined> {
  if (holdsNul(slug)) return undefined;
  const row = await publicPosts(now).select(postColumns).where("slug", "=", slug).executeTakeFirst();
  return row && asPublic<Post>((await withTags(getDb(), [row]))[0]!);
}

export async function countPublishedPosts(now = nowIso()): Promise<number> {
  const row = await publicPosts(now)
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  return Number(row.n);
}

async function pageOf(query: PostsQuery, sort: PostSort, offset: number, limit: number): Promise<PostSummary[]> {
  if (limit === 0) return [];
  const rows = await orderedBy(query.select(summaryColumns), sort).limit(limit).offset(offset).execute();
  return rows.map((row) => asPublic<PostSummary>(row));
}

/**
 * One page of the listing (search, exact category, sort: docs/product.md, Blog listing), with how
 * many public posts match and how many there are. Only the page's rows are read, and never the bodies.
 */
export async function listPublishedPosts(query: PostQuery = {}, now = nowIso()): Promise<PostPage<PostSummary>> {
  const { search, category, sort, offset, limit } = normalizeQuery(query);
  if (holdsNul(search, category)) return { posts: [], matched: 0, total: await countPublishedPosts(now) };
  const dialect = dialectOf(getDb());
  let matching: PostsQuery = publicPosts(now);
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
    pageOf(matching, sort, offset, limit),
    countOf(matching),
    filtered ? countPublishedPosts(now) : undefined,
  ]);
  return { posts, matched, total: total ?? matched };
}

/** The distinct categories of public posts, alphabetically. */
export async function listPublishedCategories(now = nowIso()): Promise<string[]> {
  const rows = await publicPosts(now)
    .select("category")
    .groupBy("category")
    .orderBy(textSortKey(dialectOf(getDb()), sql.ref("category")))
    .execute();
  return rows.map((row) => row.category);
}

/** One page of an author's public posts, newest first, with their count and the count of all public posts. */
export async function listPublishedPostsByAuthor(
  author: string,
  page: Pick<PostQuery, "offset" | "limit"> = {},
  now = nowIso(),
): Promise<PostPage<PostSummary>> {
  const { offset, limit } = normalizeQuery(page);
  if (holdsNul(author)) return { posts: [], matched: 0, total: await countPublishedPosts(now) };
  const byAuthor = publicPosts(now).where("author", "=", author);
  const [posts, matched, total] = await Promise.all([
    pageOf(byAuthor, "date", offset, limit),
    countOf(byAuthor),
    countPublishedPosts(now),
  ]);
  return { posts, matched, total };
}

/** One page of the public posts that carry a tag (by its slug), newest first, with their count and the count of all public posts. */
export async function listPublishedPostsByTag(
  tag: string,
  page: Pick<PostQuery, "offset" | "limit"> = {},
  now = nowIso(),
): Promise<PostPage<PostSummary>> {
  const { offset, limit } = normalizeQuery(page);
  if (holdsNul(tag)) return { posts: [], matched: 0, total: await countPublishedPosts(now) };
  const tagged = publicPosts(now).where((eb) => hasTag(eb, tag));
  const [posts, matched, total] = await Promise.all([
    pageOf(tagged, "date", offset, limit),
    countOf(tagged),
    countPublishedPosts(now),
  ]);
  return { posts, matched, total };
}

/** The slugs of the tags at least one public post carries, for the sitemap. */
export async function listPublishedTagSlugs(now = nowIso()): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("blog_terms")
    .select("blog_terms.slug")
    .where("blog_terms.kind", "=", "tag")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("blog_post_tags")
          .innerJoin("blog_posts", "blog_posts.id", "blog_post_tags.post_id")
          .select(sql.lit(1).as("one"))
          .whereRef("blog_post_tags.term_id", "=", "blog_terms.id")
          .where("blog_posts.status", "=", sql.lit("published"))
          .where("blog_posts.published_at", "<=", now),
      ),
    )
    .orderBy("blog_terms.slug")
    .execute();
  return rows.map((row) => row.slug);
}

/** Up to `limit` other public posts of the same category, newest first. */
export async function listRelatedPublishedPosts(
  post: Pick<Post, "id" | "category">,
  limit = 3,
  now = nowIso(),
): Promise<PostSummary[]> {
  return pageOf(publicPosts(now).where("category", "=", post.category).where("id", "!=", post.id), "date", 0, limit);
}

/** Every public post search engines may index, with its last change and author, for the sitemap: three columns, however many posts. */
export async function listSitemapPosts(now = nowIso()): Promise<{ slug: string; updatedAt: string; author: string }[]> {
  return publicPosts(now)
    .where("noindex", "=", false)
    .select(["slug", "updated_at as updatedAt", "author"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The next moments at which a post becomes public with nobody writing (scheduled posts), soonest
 * first, at most `limit` of them: what the page cache needs to know when its pages go out of date.
 */
export async function listUpcomingPublications(now = nowIso(), limit = 100): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("blog_posts")
    .select("published_at")
    .distinct()
    .where("status", "=", sql.lit("published"))
    .where("published_at", ">", now)
    .orderBy("published_at")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.published_at === null ? [] : [row.published_at]));
}
