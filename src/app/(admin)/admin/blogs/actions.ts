"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { builtInArticles, samplePosts } from "@/content/blog";
import { type FormState, parseFields } from "@/lib/validation/form-fields";
import {
  type BlogFormField,
  BlogPostSchema,
  PostContentSchema,
  stateOf,
  blogPostFields,
  parsePublication,
  SLUG_TAKEN,
} from "@/lib/validation/blog-post";
import { renderMarkdown } from "@/server/blog/markdown";
import {
  deletePost,
  deletePosts,
  findPostsUsing,
  getPostById,
  insertPost,
  insertPostsUnlessSlugExists,
  slugExists,
  updatePost,
  updatePosts,
} from "@/server/blog/posts";
import type { BulkInsertResult, NewPost, RevisionFields, StoredPost } from "@/lib/blog/types";
import { getRevisionFields } from "@/server/blog/revisions";
import { keepBuiltInArticles, startWithoutBuiltIns } from "@/server/blog/built-in-offer";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { ensurePeopleNamed, isPersonName } from "@/server/content/people";
import { getLogger } from "@/server/ops/logger";
import { findLinkProblems, type LinkProblem } from "./_lib/link-check";
import { keepUntouchedBody } from "./_lib/untouched-body";
import { keepUntouchedDate } from "@/lib/validation/untouched-date";
import { parsePostIds, postListReturn, withOutcome } from "./_lib/post-list-params";

/**
 * Blog writes from the admin area: each one checks the session first. Public pages
 * follow a write by the content version (decision 072); `revalidatePath` only makes the
 * admin's own browser drop the screens it holds, so the dashboard's counts show the write.
 */

export type SavePostState = FormState<BlogFormField>;

const AUTHOR_NOT_LISTED = "Choose the author from the list";

async function savePost(id: number | undefined, data: FormData): Promise<SavePostState> {
  const by = await adminActor(await requireAdmin());
  const failed = id === undefined ? "Failed to create blog post" : "Failed to update blog post";
  const parsed = parseFields(BlogPostSchema, data, blogPostFields);
  const publication = parsePublication(data, new Date());
  if ("errors" in parsed || "errors" in publication) {
    const fieldErrors = {
      ...("errors" in parsed ? parsed.errors : {}),
      ...("errors" in publication ? publication.errors : {}),
    };
    return { status: "error", error: failed, fieldErrors };
  }
  try {
    if (await slugExists(parsed.value.slug, id)) {
      return { status: "error", error: failed, fieldErrors: { slug: SLUG_TAKEN } };
    }
    const stored = id === undefined ? undefined : await getPostById(id);
    // A post is signed by one of the people; one whose author left the list keeps them until changed.
    if (parsed.value.author !== stored?.author && !(await isPersonName(parsed.value.author))) {
      return { status: "error", error: failed, fieldErrors: { author: AUTHOR_NOT_LISTED } };
    }
    const typedDate = String(data.get("publish_date") ?? "").trim();
    const publishing = stored ? keepUntouchedDate(publication.value, typedDate, stored) : publication.value;
    const content = stored ? keepUntouchedBody(parsed.value.content, stored.content) : parsed.value.content;
    const post = { ...parsed.value, ...publishing, content };
    const saved = id === undefined ? await insertPost(post, by) : await updatePost(id, post, by);
    if (!saved) return { status: "error", error: "Blog post not found", fieldErrors: {} };
    revalidatePath("/admin", "layout");
    return { status: "success" };
  } catch (error) {
    getLogger().error({ err: error }, "Saving a blog post failed");
    return { status: "error", error: "An error occurred while saving the post", fieldErrors: {} };
  }
}

export async function createPostAction(_previous: SavePostState, data: FormData): Promise<SavePostState> {
  return savePost(undefined, data);
}

export async function updatePostAction(id: number, _previous: SavePostState, data: FormData): Promise<SavePostState> {
  return savePost(id, data);
}

export type DeletePostResult = { ok: true } | { ok: false; error: string };

export async function deletePostAction(id: number): Promise<DeletePostResult> {
  const by = await adminActor(await requireAdmin());
  try {
    if (!(await deletePost(id, by))) return { ok: false, error: "Failed to delete post" };
    revalidatePath("/admin", "layout");
    return { ok: true };
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a blog post failed");
    return { ok: false, error: "An error occurred while deleting the post" };
  }
}

export type BulkInsertSummary = { ok: true; results: BulkInsertResult[] } | { ok: false; error: string };

async function insertAll(posts: Parameters<typeof insertPostsUnlessSlugExists>[0], failure: string) {
  const by = await adminActor(await requireAdmin());
  try {
    // Only the authors of posts that will go in: a person deleted since signs no skipped post.
    const fresh: NewPost[] = [];
    for (const post of posts) if (!(await slugExists(post.slug))) fresh.push(post);
    await ensurePeopleNamed(
      fresh.map((post) => post.author),
      by,
    );
    const results = await insertPostsUnlessSlugExists(posts, by);
    if (results.some((result) => result.status === "added")) revalidatePath("/admin", "layout");
    return { ok: true, results } as const;
  } catch (error) {
    getLogger().error({ err: error }, failure);
    return { ok: false, error: failure } as const;
  }
}

/** "Add Sample Posts": the five admin samples, published now; slugs already present are skipped. */
export async function addSamplePostsAction(): Promise<BulkInsertSummary> {
  return insertAll(samplePosts, "Failed to add sample blog posts");
}

/** "Migrate Old Posts": copies the built-in articles, oldest first, keeping their dates. */
export async function migratePostsAction(): Promise<BulkInsertSummary> {
  return insertAll(
    builtInArticles.map(({ id: _id, ...article }) => article),
    "Failed to migrate blog posts",
  );
}

/** The editor's content preview, drawn by the renderer the public article uses. */
export async function previewPostAction(markdown: string): Promise<string> {
  await requireAdmin();
  return renderMarkdown(String(markdown).slice(0, 100_000));
}

/** Every field of one of the post's revisions, for "Restore"; null when there is no such revision. */
export async function getRevisionAction(postId: number, revisionId: number): Promise<RevisionFields | null> {
  await requireAdmin();
  if (!Number.isSafeInteger(postId) || !Number.isSafeInteger(revisionId)) return null;
  return (await getRevisionFields(postId, revisionId)) ?? null;
}

export interface ServerChecks {
  slugTaken: boolean;
  titleTaken: boolean;
  links: LinkProblem[];
}

/** The pre-publish checks that need the database: a slug or title in use, links that lead nowhere. */
export async function checkPostAction(input: {
  id?: number;
  slug: string;
  title: string;
  links: string[];
}): Promise<ServerChecks> {
  await requireAdmin();
  const slug = String(input.slug).slice(0, 200);
  const title = String(input.title).slice(0, 200);
  const links = Array.isArray(input.links) ? input.links.map((link) => String(link).slice(0, 2000)) : [];
  const [used, problems] = await Promise.all([
    findPostsUsing({ slug, title }, typeof input.id === "number" ? input.id : undefined),
    findLinkProblems(links),
  ]);
  return { slugTaken: slug !== "" && used.slug, titleTaken: title !== "" && used.title, links: problems };
}

/**
 * The post list's bulk form: the ticked posts (`ids`), the button pressed (`op`), the category
 * for "Change category", and the list's address to go back to with what was done ("3 posts
 * published"). A plain form, so it works without JavaScript. Each post changes as a single save
 * changes it (revision, audit entry, content version for the page cache), all in one
 * transaction. Delete asks first, on its own page.
 */
export async function bulkPostsAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const back = postListReturn(data.get("back"));
  const ids = parsePostIds(data.getAll("ids"));
  const op = data.get("op");
  if (ids === undefined) redirect(withOutcome(back, { problem: "invalid" }));
  if (ids.length === 0) redirect(withOutcome(back, { problem: "none-selected" }));
  if (op === "delete") {
    const query = new URLSearchParams(ids.map((id) => ["ids", String(id)]));
    query.set("back", back);
    redirect(`/admin/blogs/delete?${query}`);
  }
  const category = PostContentSchema.shape.category.safeParse(data.get("category") ?? "");
  if (op === "category" && !category.success) redirect(withOutcome(back, { problem: "no-category" }));
  const changesOf = {
    publish: (post: StoredPost, now: Date) =>
      stateOf(post, now) === "published"
        ? undefined
        : { status: "published" as const, published_at: now.toISOString() },
    unpublish: (post: StoredPost) => (post.status === "draft" ? undefined : { status: "draft" as const }),
    category: (post: StoredPost) =>
      category.success && post.category !== category.data ? { category: category.data } : undefined,
  };
  const done = { publish: "published", unpublish: "unpublished", category: "recategorized" } as const;
  if (op !== "publish" && op !== "unpublish" && op !== "category") redirect(withOutcome(back, { problem: "invalid" }));
  let changed: number;
  try {
    changed = (await updatePosts(ids, changesOf[op], by)).length;
  } catch (error) {
    getLogger().error({ err: error }, "A bulk action on blog posts failed");
    redirect(withOutcome(back, { problem: "failed" }));
  }
  revalidatePath("/admin", "layout");
  redirect(withOutcome(back, { done: done[op], count: String(changed) }));
}

/** "Delete N posts" once confirmed on /admin/blogs/delete. */
export async function deletePostsAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const back = postListReturn(data.get("back"));
  const ids = parsePostIds(data.getAll("ids"));
  if (ids === undefined || ids.length === 0) redirect(withOutcome(back, { problem: "invalid" }));
  let deleted: number;
  try {
    deleted = await deletePosts(ids, by);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting blog posts failed");
    redirect(withOutcome(back, { problem: "failed" }));
  }
  revalidatePath("/admin", "layout");
  redirect(withOutcome(back, { done: "deleted", count: String(deleted) }));
}

/** Where the built-in articles offer was answered: the post list or the new-post screen. */
const offerReturn = (address: unknown) => (address === "/admin/blogs/new" ? "/admin/blogs/new" : "/admin/blogs");

/** The offer's "Import the nine articles": each becomes a published post with its own date. */
export async function keepBuiltInArticlesAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const back = offerReturn(data.get("back"));
  let added: number;
  try {
    added = await keepBuiltInArticles(by);
  } catch (error) {
    getLogger().error({ err: error }, "Importing the built-in articles failed");
    redirect(`${back}?offer=failed`);
  }
  revalidatePath("/admin", "layout");
  redirect(`${back}?offer=imported&count=${added}`);
}

/** The offer's "Start with an empty blog". */
export async function startEmptyBlogAction(data: FormData): Promise<void> {
  await requireAdmin();
  const back = offerReturn(data.get("back"));
  try {
    await startWithoutBuiltIns();
  } catch (error) {
    getLogger().error({ err: error }, "Recording the start-empty choice failed");
    redirect(`${back}?offer=failed`);
  }
  redirect(`${back}?offer=empty`);
}
