import "server-only";
import { cache } from "react";
import type { Post } from "@/lib/blog/types";
import { authHeaders, getAdminFromHeaders } from "@/server/auth/require-admin";
import { getPostBySlug } from "@/server/blog/posts";
import { type Article, getArticle } from "@/server/blog/reader";

export interface PageArticle extends Article {
  /**
   * Set for a draft or a scheduled post, shown to the signed-in admin only (decision 191): when a
   * scheduled post is due, or null for a draft.
   */
  preview?: { scheduledAt: string | null };
}

/**
 * The article at this address, read once per request for the page and its metadata: a public
 * one for everyone; for the signed-in admin also a draft or a scheduled post, as a preview. The
 * page cache never stores what the admin is shown, and renders for visitors without cookies.
 */
export const getArticleForPage = cache(async (slug: string): Promise<PageArticle | undefined> => {
  const article = await getArticle(slug);
  if (article) return article;
  if (!(await getAdminFromHeaders(await authHeaders()))) return undefined;
  const stored = await getPostBySlug(slug);
  if (!stored) return undefined;
  const { status, updated_at: _updatedAt, published_at, ...fields } = stored;
  // A draft without a date shows the day it would be published on: today.
  const post: Post = { ...fields, published_at: published_at ?? new Date().toISOString() };
  return { post, builtIn: false, preview: { scheduledAt: status === "published" ? published_at : null } };
});
