import type { BlogPostInput } from "@/lib/validation/blog-post";
import type { BlogPostRow } from "@/server/db/types";

/**
 * The shapes of a post, all narrowed from its two sources: the blog_posts row and the blog
 * form's schema. Stored posts, built-in articles and sample posts share them.
 */

/** A post as readers see it, from the database or from the built-in articles. */
export type Post = Omit<BlogPostRow, "created_at" | "updated_at">;

/** What a card or a list needs: everything but the body. */
export type PostSummary = Omit<Post, "content">;

/** A post to store: what an editor writes and, unless it is published now, its publication time. */
export type NewPost = BlogPostInput & Partial<Pick<Post, "published_at">>;
