import "server-only";
import { type Transaction, sql } from "kysely";
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
import { dialectOf, equalsIgnoringCase, nowIso } from "../db/dialect";
import type { Database } from "../db/types";
import { redirectRenamedPost, releasePostPath } from "./redirects";
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

/** A post in any state, for the editor. */
export async function getPostById(id: number): Promise<StoredPost | undefined> {
  return getDb().selectFrom("blog_posts").select(postColumns).where("id", "=", id).executeTakeFirst();
}

/** The post at this address in any state: the admin's preview, and whether an address is a post's. */
export async function getPostBySlug(slug: string): Promise<StoredPost | undefined> {
  return getDb().selectFrom("blog_posts").select(postColumns).where("slug", "=", slug).executeTakeFirst();
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
export async function insertPost(post: NewPost, by?: AuditActor): Promise<StoredPost> {
  const now = new Date();
  const status = post.status ?? "published";
  const stored = await getDb()
    .transaction()
    .execute(async (trx) => {
      // A post at an address a renamed post left behind takes it back from that redirect.
      await releasePostPath(trx, post.slug);
      const row = await trx
        .insertInto("blog_posts")
        .values({
          ...defaultPostSeo,
          ...post,
          status,
          published_at: post.published_at ?? (status === "published" ? now.toISOString() : null),
        })
        .returning(postColumns)
        .executeTakeFirstOrThrow();
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

/**
 * Changes the given fields of a post; returns it updated, or undefined when no post has this id.
 * The save is kept as a revision (none when nothing changed), in the same transaction.
 */
export async function updatePost(
  id: number,
  changes: Partial<BlogPostInput & Publication>,
  by?: AuditActor,
): Promise<StoredPost | undefined> {
  const now = new Date();
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx.selectFrom("blog_posts").select(postColumns).where("id", "=", id).executeTakeFirst();
      if (!before) return undefined;
      const post = await trx
        .updateTable("blog_posts")
        .set({ ...changes, updated_at: now.toISOString() })
        .where("id", "=", id)
        .returning(postColumns)
        .executeTakeFirstOrThrow();
      const redirect = await moveAddress(trx, before, post, now);
      await recordRevision(trx, before, post, by?.account);
      return { before, post, redirect };
    });
  if (!result) return undefined;
  await auditSave(by, "post-updated", result.post, result.before, now);
  if (result.redirect)
    await recordAuditBy(by, "redirect-added", {
      type: "redirect",
      label: `${result.redirect.from} → ${result.redirect.to} (automatic)`,
    });
  return result.post;
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

/**
 * One page of the admin's posts, in one state or all: drafts without a date first, then by
 * publication time, newest first.
 */
export async function listPostsForAdmin(
  { state, offset, limit }: { state?: PostState; offset: number; limit: number },
  now = nowIso(),
): Promise<{ posts: StoredPostSummary[]; total: number }> {
  let query = getDb().selectFrom("blog_posts");
  if (state === "draft") query = query.where("status", "=", "draft");
  if (state === "scheduled") query = query.where("status", "=", "published").where("published_at", ">", now);
  if (state === "published") query = query.where("status", "=", "published").where("published_at", "<=", now);
  const [posts, count] = await Promise.all([
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
  return { posts, total: Number(count.n) };
}
