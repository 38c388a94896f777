import type { BlogPostInput, defaultPostSeo, Publication } from "@/lib/validation/blog-post";

/**
 * The shapes of a post, all grown from the blog form's schema: the blog_posts table is its
 * fields plus an id, a status and three timestamps (src/server/db/types.ts extends `StoredPost`).
 * Stored posts, built-in articles and sample posts share them.
 */

/** A post as readers see it, from the database or from the built-in articles: always published. */
export interface Post extends BlogPostInput {
  id: number;
  /** "7 min read": computed from the body when a post is saved, stated by a built-in article. */
  readTime: string;
  /** When readers first see it (ISO timestamp); shown as the day it falls on in Salt Lake City. */
  published_at: string;
}

/** What a card or a list needs: no body, no search settings. */
export type PostSummary = Pick<
  Post,
  "id" | "slug" | "title" | "excerpt" | "cover" | "published_at" | "author" | "readTime" | "category"
>;

/** A post as the admin sees it: a draft, or published at a time that may still be ahead. */
export interface StoredPost extends BlogPostInput, Publication {
  id: number;
  /** Computed from the body on every save (src/lib/blog/read-time.ts). */
  readTime: string;
  updated_at: string;
}

/** A row of the admin's posts table. */
export type StoredPostSummary = Omit<StoredPost, "content">;

type PostSeo = typeof defaultPostSeo;

/**
 * A post to store: what an editor writes, its tags and search settings unless they are the
 * defaults and, unless it is published now, its publication. Its read time is computed.
 */
export type NewPost = Omit<BlogPostInput, keyof PostSeo | "tags"> &
  Partial<PostSeo> &
  Partial<Publication> & { tags?: string };

/** Every field a revision of a post keeps: what the editor edits. */
export type RevisionFields = BlogPostInput & Publication;
export type RevisionField = keyof RevisionFields;

/** One save of a post, as the editor lists it. */
export interface RevisionSummary {
  id: number;
  createdAt: string;
  /** The admin's e-mail; null for a write from a script. */
  actor: string | null;
  /** The fields this save changed; every field for the post's first save. */
  changed: RevisionField[];
}

/** What became of one post of "Add Sample Posts" or "Migrate Old Posts". */
export type BulkInsertResult =
  | { slug: string; title: string; status: "added" | "skipped" }
  | { slug: string; title: string; status: "error"; error: string };
