import type { BlogPostInput } from "@/lib/validation/blog-post";

/**
 * The shapes of a post, all grown from the blog form's schema: the blog_posts table is its
 * fields plus an id and three timestamps (src/server/db/types.ts extends this `Post`). Stored
 * posts, built-in articles and sample posts share them.
 */

/** A post as readers see it, from the database or from the built-in articles. */
export interface Post extends BlogPostInput {
  id: number;
  /** When readers first see it (ISO timestamp); shown as the day it falls on in Salt Lake City. */
  published_at: string;
}

/** What a card or a list needs: everything but the body. */
export type PostSummary = Omit<Post, "content">;

/** A post to store: what an editor writes and, unless it is published now, its publication time. */
export type NewPost = BlogPostInput & Partial<Pick<Post, "published_at">>;
