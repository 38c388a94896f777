import "server-only";
import { type ExpressionBuilder, type Kysely, type Transaction, sql } from "kysely";
import { readTimeOf } from "@/lib/blog/read-time";
import { categoryPath } from "@/lib/blog/taxonomy";
import type { BulkInsertResult, NewPost, StoredPost, StoredPostSummary } from "@/lib/blog/types";
import {
  type BlogPostInput,
  defaultPostSeo,
  type PostState,
  type Publication,
  stateOf,
} from "@/lib/validation/blog-post";
import { type AuditAction, type AuditActor, recordAuditBy } from "../auth/audit-log";
import { getDb } from "../db";
import { containsText, dialectOf, equalsIgnoringCase, nowIso, textSortKey } from "../db/dialect";
import type { Database } from "../db/types";
import { hasTag, setPostTags, withTags } from "./post-tags";
import { redirectRenamedPost, releasePath, releasePostPath } from "./redirects";
import { recordRevision } from "./revisions";

/**
 * The blog_posts table: its writes and the admin's reads. What visitors may read, under the
 * visibility rule, is published-posts.ts (decision 191).
 */

const storedColumns = [
  "id",
  "slug",
  "title",
  "excerpt",
  "cover",
  "author",
  "readTime",
  "category",
  "meta_title",
  "meta_description",
  "social_image",
  "canonical_url",
  "noindex",
  "status",
  "published_at",
  "updated_at",
] as const satisfies readonly (keyof StoredPostSummary)[];

const postColumns = [...storedColumns, "content"] as const;

/** A post with its tags, read in the given database or transaction. */
async function readPost(db: Kysely<Database>, id: number): Promise<StoredPost | undefined> {
  const row = await db.selectFrom("blog_posts").select(postColumns).where("id", "=", id).executeTakeFirst();
  return row && (await withTags(db, [row]))[0];
}

/** A post in any state, for the editor. */
export async function getPostById(id: number): Promise<StoredPost | undefined> {
  return readPost(getDb(), id);
}

/** The post at this address in any state: the admin's preview, and whether an address is a post's. */
export async function getPostBySlug(slug: string): Promise<StoredPost | undefined> {
  const row = await getDb().selectFrom("blog_posts").select("id").where("slug", "=", slug).executeTakeFirst();
  return row && readPost(getDb(), row.id);
}

export async function slugExists(slug: string, exceptId?: number): Promise<boolean> {
  let query = getDb().selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Other posts that already use this slug or this title (any case), for the editor's checks. */
export async function findPostsUsing(
  { slug, title }: { slug: string; title: string },
  exceptId?: number,
): Promise<{ slug: boolean; title: boolean }> {
  const db = getDb();
  let query = db
    .selectFrom("blog_posts")
    .select(["slug", "title"])
    .where((eb) => eb.or([eb("slug", "=", slug), equalsIgnoringCase(dialectOf(db), eb.ref("title"), title.trim())]));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  const rows = await query.limit(2).execute();
  return {
    slug: rows.some((row) => row.slug === slug),
    title: rows.some((row) => row.title.trim().toLowerCase() === title.trim().toLowerCase()),
  };
}

const postObject = (post: Pick<StoredPost, "id" | "title">) =>
  ({ type: "post", id: post.id, label: post.title }) as const;

/** What a save did to a post's publication, for the audit log; undefined when it did not move. */
function publicationChange(before: PostState | undefined, after: Publication, now: Date): AuditAction | undefined {
  const state = stateOf(after, now);
  if (state === before) return undefined;
  if (state === "published") return "post-published";
  if (state === "scheduled") return "post-scheduled";
  return before === undefined ? undefined : "post-unpublished";
}

async function auditSave(
  by: AuditActor | undefined,
  action: AuditAction,
  post: StoredPost,
  before: StoredPost | undefined,
  now: Date,
) {
  await recordAuditBy(by, action, postObject(post));
  const moved = publicationChange(before && stateOf(before, now), post, now);
  if (moved) await recordAuditBy(by, moved, postObject(post));
}

/**
 * Stores a post, published now unless it says otherwise, with its first revision; `by` names
 * the admin for the audit log and the revision.
 */
export async function insertPost({ tags = "", ...post }: NewPost, by?: AuditActor): Promise<StoredPost> {
  const now = new Date();
  const status = post.status ?? "published";
  const stored = await getDb()
    .transaction()
    .execute(async (trx) => {
      // A post at an address a renamed post left behind takes it back from that redirect.
      await releasePostPath(trx, post.slug);
      await releasePath(trx, categoryPath(post.category));
      const { id } = await trx
        .insertInto("blog_posts")
        .values({
          ...defaultPostSeo,
          ...post,
          readTime: readTimeOf(post.content),
          status,
          published_at: post.published_at ?? (status === "published" ? now.toISOString() : null),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await setPostTags(trx, id, tags);
      const row = (await readPost(trx, id))!;
      await recordRevision(trx, undefined, row, by?.account);
      return row;
    });
  await auditSave(by, "post-created", stored, undefined, now);
  return stored;
}

/**
 * Within the transaction that changes a post's slug. A public post's old address answers with
 * the new one (decision 190); a draft's or a scheduled post's was never public and leaves nothing.
 */
async function moveAddress(trx: Transaction<Database>, before: StoredPost, after: StoredPost, now: Date) {
  if (before.slug === after.slug) return undefined;
  if (stateOf(before, now) === "published") return redirectRenamedPost(trx, before.slug, after.slug);
  await releasePostPath(trx, after.slug);
  return undefined;
}

type PostChanges = Partial<BlogPostInput & Publication>;

interface AppliedUpdate {
  before: StoredPost;
  post: StoredPost;
  redirect: { from: string; to: string } | undefined;
}

/**
 * Within a transaction: changes the given fields of a post, its read time with its body and its
 * tags when they are given, and keeps the save as a revision (none when nothing changed).
 * `changesOf` is given the post as it was; undefined when no post has this id or it asks for nothing.
 */
async function applyUpdate(
  trx: Transaction<Database>,
  id: number,
  changesOf: (before: StoredPost) => PostChanges | undefined,
  by: AuditActor | undefined,
  now: Date,
): Promise<AppliedUpdate | undefined> {
  const before = await readPost(trx, id);
  const changes = before && changesOf(before);
  if (!before || !changes) return undefined;
  const { tags, ...columns } = changes;
  await trx
    .updateTable("blog_posts")
    .set({
      ...columns,
      ...(columns.content === undefined ? {} : { readTime: readTimeOf(columns.content) }),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
  if (tags !== undefined) await setPostTags(trx, id, tags);
  // A category renamed away left a redirect at its page; a post in it makes that page again.
  if (columns.category !== undefined && columns.category !== before.category)
    await releasePath(trx, categoryPath(columns.category));
  const post = (await readPost(trx, id))!;
  const redirect = await moveAddress(trx, before, post, now);
  await recordRevision(trx, before, post, by?.account);
  return { before, post, redirect };
}

async function auditUpdate(by: AuditActor | undefined, { before, post, redirect }: AppliedUpdate, now: Date) {
  await auditSave(by, "post-updated", post, before, now);
  if (redirect)
    await recordAuditBy(by, "redirect-added", {
      type: "redirect",
      label: `${redirect.from} → ${redirect.to} (automatic)`,
    });
}

/**
 * Changes the given fields of a post; returns it updated, or undefined when no post has this id.
 * The save is kept as a revision (none when nothing changed), in the same transaction.
 */
export async function updatePost(id: number, changes: PostChanges, by?: AuditActor): Promise<StoredPost | undefined> {
  const now = new Date();
  const result = await getDb()
    .transaction()
    .execute((trx) => applyUpdate(trx, id, () => changes, by, now));
  if (!result) return undefined;
  await auditUpdate(by, result, now);
  return result.post;
}

/**
 * Changes several posts in one transaction, each as `updatePost` changes one (revision, audit,
 * redirect), with `alongside` run in the same transaction: all or nothing. `changesOf` says what
 * to change in each post as it was, or undefined to leave it. Returns the posts it changed.
 */
export async function updatePosts(
  ids: readonly number[],
  changesOf: (before: StoredPost, now: Date) => PostChanges | undefined,
  by?: AuditActor,
  alongside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<StoredPost[]> {
  const now = new Date();
  const results = await getDb()
    .transaction()
    .execute(async (trx) => {
      const applied: AppliedUpdate[] = [];
      for (const id of ids) {
        const result = await applyUpdate(trx, id, (before) => changesOf(before, now), by, now);
        if (result) applied.push(result);
      }
      await alongside?.(trx);
      return applied;
    });
  for (const result of results) await auditUpdate(by, result, now);
  return results.map((result) => result.post);
}

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
    const { slug, title } = post;
    try {
      if (await slugExists(slug)) results.push({ slug, title, status: "skipped" });
      else {
        await insertPost(post, by);
        results.push({ slug, title, status: "added" });
      }
    } catch (error) {
      // Another request may have taken the slug between the check and the insert.
      if (await slugExists(slug).catch(() => false)) results.push({ slug, title, status: "skipped" });
      else
        results.push({ slug, title, status: "error", error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

/** Returns whether a post was deleted; its revisions go with it. */
export async function deletePost(id: number, by?: AuditActor): Promise<boolean> {
  const deleted = await getDb()
    .deleteFrom("blog_posts")
    .where("id", "=", id)
    .returning(["id", "title"])
    .executeTakeFirst();
  if (deleted) await recordAuditBy(by, "post-deleted", postObject(deleted));
  return deleted !== undefined;
}

/** Deletes these posts, one statement; returns how many went. Each is audited as a single delete is. */
export async function deletePosts(ids: readonly number[], by?: AuditActor): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await getDb().deleteFrom("blog_posts").where("id", "in", ids).returning(["id", "title"]).execute();
  for (const post of deleted) await recordAuditBy(by, "post-deleted", postObject(post));
  return deleted.length;
}

/** How many posts are in each state at `now`. */
export async function countPostsByState(now = nowIso()): Promise<Record<PostState, number>> {
  const row = await getDb()
    .selectFrom("blog_posts")
    .select([
      sql<number>`count(case when status = 'draft' then 1 end)`.as("draft"),
      sql<number>`count(case when status = 'published' and published_at > ${now} then 1 end)`.as("scheduled"),
      sql<number>`count(case when status = 'published' and published_at <= ${now} then 1 end)`.as("published"),
    ])
    .executeTakeFirstOrThrow();
  return { draft: Number(row.draft), scheduled: Number(row.scheduled), published: Number(row.published) };
}

/** What the admin's post list filters by (docs/product.md, Blog management); each one optional. */
export interface AdminPostFilter {
  /** Case-insensitive part of the title. */
  q?: string;
  author?: string;
  category?: string;
  /** A tag's slug. */
  tag?: string;
  state?: PostState;
}

type Posts = ExpressionBuilder<Database, "blog_posts">;

function matching({ q, author, category, tag, state }: AdminPostFilter, now: string) {
  const db = getDb();
  let query = db.selectFrom("blog_posts");
  if (q) query = query.where((eb) => containsText(eb, dialectOf(db), eb.ref("title"), q));
  if (author) query = query.where("author", "=", author);
  if (category) query = query.where("category", "=", category);
  if (tag) query = query.where((eb: Posts) => hasTag(eb, tag));
  if (state === "draft") query = query.where("status", "=", "draft");
  if (state === "scheduled") query = query.where("status", "=", "published").where("published_at", ">", now);
  if (state === "published") query = query.where("status", "=", "published").where("published_at", "<=", now);
  return query;
}

/**
 * One page of the admin's posts that pass the filter: drafts without a date first, then by
 * publication time, newest first; with their tags and how many posts pass.
 */
export async function listPostsForAdmin(
  { offset, limit, ...filter }: AdminPostFilter & { offset: number; limit: number },
  now = nowIso(),
): Promise<{ posts: StoredPostSummary[]; total: number }> {
  if (Object.values(filter).some((text) => typeof text === "string" && text.includes("\0")))
    return { posts: [], total: 0 };
  const query = matching(filter, now);
  const [rows, count] = await Promise.all([
    query
      .select(storedColumns)
      .orderBy(sql`published_at is null`, "desc")
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { posts: await withTags(getDb(), rows), total: Number(count.n) };
}

/** The authors and categories posts have, alphabetically, for the post list's filters. */
export async function listPostFacets(): Promise<{ authors: string[]; categories: string[] }> {
  const db = getDb();
  const distinct = async (column: "author" | "category") =>
    (
      await db
        .selectFrom("blog_posts")
        .select(column)
        .groupBy(column)
        .orderBy(textSortKey(dialectOf(db), sql.ref(column)))
        .execute()
    ).map((row) => row[column]);
  const [authors, categories] = await Promise.all([distinct("author"), distinct("category")]);
  return { authors, categories };
}

/** The titles of these posts, in the order of their ids, for a confirmation; ids without a post are left out. */
export async function listPostTitles(ids: readonly number[]): Promise<{ id: number; title: string }[]> {
  if (ids.length === 0) return [];
  return getDb().selectFrom("blog_posts").select(["id", "title"]).where("id", "in", ids).orderBy("id").execute();
}

/** Whether the blog has any stored post, in any state. */
export async function hasStoredPosts(): Promise<boolean> {
  return (await getDb().selectFrom("blog_posts").select("id").limit(1).executeTakeFirst()) !== undefined;
}
