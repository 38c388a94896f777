"use server";

import { revalidatePath } from "next/cache";
import { builtInArticles, samplePosts } from "@/content/blog";
import { type FormState, parseFields } from "@/lib/validation/form-fields";
import { type BlogPostField, BlogPostSchema, blogPostFields } from "@/lib/validation/blog-post";
import { renderMarkdown } from "@/server/blog/markdown";
import {
  type BulkInsertResult,
  deletePost,
  insertPost,
  insertPostsUnlessSlugExists,
  SLUG_TAKEN,
  slugExists,
  updatePost,
} from "@/server/blog/posts";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";

/**
 * Blog writes from the admin area: each one checks the session first. Public pages
 * follow a write by the content version (decision 072); `revalidatePath` only makes the
 * admin's own browser drop the screens it holds, so the dashboard's counts show the write.
 */

type SavePostState = FormState<BlogPostField>;

async function savePost(id: number | undefined, data: FormData): Promise<SavePostState> {
  const by = await adminActor(await requireAdmin());
  const failed = id === undefined ? "Failed to create blog post" : "Failed to update blog post";
  const parsed = parseFields(BlogPostSchema, data, blogPostFields);
  if ("errors" in parsed) return { status: "error", error: failed, fieldErrors: parsed.errors };
  try {
    if (await slugExists(parsed.value.slug, id)) {
      return { status: "error", error: failed, fieldErrors: { slug: SLUG_TAKEN } };
    }
    const saved = id === undefined ? await insertPost(parsed.value, by) : await updatePost(id, parsed.value, by);
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

export type BulkInsertSummary =
  | { ok: true; added: number; skipped: number; failed: number; results: BulkInsertResult[] }
  | { ok: false; error: string };

async function insertAll(posts: Parameters<typeof insertPostsUnlessSlugExists>[0], failure: string) {
  const by = await adminActor(await requireAdmin());
  try {
    const results = await insertPostsUnlessSlugExists(posts, by);
    const count = (status: BulkInsertResult["status"]) => results.filter((r) => r.status === status).length;
    if (count("added") > 0) revalidatePath("/admin", "layout");
    return { ok: true, added: count("added"), skipped: count("skipped"), failed: count("error"), results } as const;
  } catch (error) {
    getLogger().error({ err: error }, failure);
    return { ok: false, error: failure } as const;
  }
}

/** "Add Sample Posts": the five admin samples, dated today; slugs already present are skipped. */
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

/** The editor's preview, drawn by the renderer the public article uses. */
export async function previewPostAction(markdown: string): Promise<string> {
  await requireAdmin();
  return renderMarkdown(String(markdown).slice(0, 100_000));
}
