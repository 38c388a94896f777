import type { PostSummary } from "./types";

/**
 * The blog listing's rules (docs/product.md, Blog listing), written once for the built-in
 * articles; the posts module applies the same rules in SQL, and the integration tests hold the
 * two together.
 */

export const POST_SORTS = ["date", "title", "category"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export interface PostQuery {
  /** Case-insensitive substring of the title, the excerpt or the category. */
  search?: string;
  /** Exact category. */
  category?: string;
  /** Date (newest first), title or category (alphabetical); ties go to the newest. */
  sort?: PostSort;
  offset?: number;
  limit?: number;
}

export interface PostPage<T> {
  /** The requested slice of the matching posts. */
  posts: T[];
  /** How many posts match the search and the category. */
  matched: number;
  /** How many posts there are in all. */
  total: number;
}

const MAX_PAGE_SIZE = 100;

/** The query with blank filters dropped and the slice bounded. */
export function normalizeQuery(query: PostQuery): Required<Pick<PostQuery, "sort" | "offset" | "limit">> & PostQuery {
  const search = query.search?.trim();
  const category = query.category?.trim();
  return {
    search: search || undefined,
    category: category || undefined,
    sort: query.sort && POST_SORTS.includes(query.sort) ? query.sort : "date",
    offset: Math.max(0, Math.floor(query.offset ?? 0)),
    limit: Math.min(MAX_PAGE_SIZE, Math.max(0, Math.floor(query.limit ?? MAX_PAGE_SIZE))),
  };
}

function newestFirst(a: PostSummary, b: PostSummary): number {
  // ISO timestamps in one format sort as text.
  if (a.published_at !== b.published_at) return a.published_at < b.published_at ? 1 : -1;
  return b.id - a.id;
}

function alphabetical(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const comparators: Record<PostSort, (a: PostSummary, b: PostSummary) => number> = {
  date: newestFirst,
  title: (a, b) => alphabetical(a.title, b.title) || newestFirst(a, b),
  category: (a, b) => alphabetical(a.category, b.category) || newestFirst(a, b),
};

function matchesSearch(post: PostSummary, search: string): boolean {
  const needle = search.toLowerCase();
  return [post.title, post.excerpt, post.category].some((text) => text.toLowerCase().includes(needle));
}

/** Searches, filters, sorts and slices posts held in memory. */
export function queryPosts<T extends PostSummary>(posts: readonly T[], query: PostQuery): PostPage<T> {
  const { search, category, sort, offset, limit } = normalizeQuery(query);
  const matching = posts
    .filter(
      (post) => (category === undefined || post.category === category) && (!search || matchesSearch(post, search)),
    )
    .sort(comparators[sort]);
  return { posts: matching.slice(offset, offset + limit), matched: matching.length, total: posts.length };
}

/** The distinct categories, alphabetically. */
export function categoriesOf(posts: readonly PostSummary[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort(alphabetical);
}
