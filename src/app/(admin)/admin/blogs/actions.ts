"use server";

import { revalidatePath } from "next/cache";
import { builtInArticles, samplePosts } from "@/content/blog";
import { type FormState, parseFields } from "@/lib/validation/form-fields";
import {
  type BlogFormField,
  BlogPostSchema,
  blogPostFields,
  parsePublication,
  SLUG_TAKEN,
} from "@/lib/validation/blog-post";
import { renderMarkdown } from "@/server/blog/markdown";
import {
  deletePost,
  findPostsUsing,
  getPostById,
  insertPost,
  insertPostsUnlessSlugExists,
  slugExists,
  updatePost,
} from "@/server/blog/posts";
import type { BulkInsertResult, RevisionFields } from "@/lib/blog/types";
import { getRevisionFields } from "@/server/blog/revisions";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";
import { findLinkProblems, type LinkProblem } from "./_lib/link-check";
import { keepUntouchedBody } from "./_lib/untouched-body";
import { keepUntouchedDate } from "./_lib/untouched-date";

/**
 * Blog writes from the admin area: each one checks the session first. Public pages
 * follow a write by the content version (decision 072); `revalidatePath` only makes the
 * admin's own browser drop the screens it holds, so the dashboard's counts show the write.
 */

export type SavePostState = FormState<BlogFormField>;

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
