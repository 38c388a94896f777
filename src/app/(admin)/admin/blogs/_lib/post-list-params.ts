import { POST_STATES, type PostState } from "@/lib/validation/blog-post";
import { firstValue } from "@/lib/page-query";

/**
 * The post list's address (/admin/blogs): text in the title (?q=), one author, one category,
 * one tag (by its slug), one status and the page; and, after a bulk action, what it did
 * (?done=published&count=3). Filters as on /admin/contacts: a plain GET form keeps them here.
 */

export const POST_LIST_PAGE_SIZE = 50;

/** Longer text is no title anyone typed: it is ignored. */
export const MAX_POST_QUERY = 200;

export interface PostListFilter {
  q?: string;
  author?: string;
  category?: string;
  tag?: string;
  status?: PostState;
}

export interface PostListParams extends PostListFilter {
  page: number;
}

export const BULK_DONE = ["published", "unpublished", "deleted", "recategorized"] as const;
export type BulkDone = (typeof BULK_DONE)[number];

type SearchParams = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined) => {
  const trimmed = firstValue(value)?.trim();
  return trimmed && trimmed.length <= MAX_POST_QUERY ? trimmed : undefined;
};

/** Anything unexpected in the address falls back to no filter and the first page. */
export function parsePostListParams(searchParams: SearchParams): PostListParams {
  const page = Number(firstValue(searchParams.page));
  const status = firstValue(searchParams.status);
  return {
    q: text(searchParams.q),
    author: text(searchParams.author),
    category: text(searchParams.category),
    tag: text(searchParams.tag),
    status: POST_STATES.find((state) => state === status),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** What the last bulk action did, from the address it returned to. */
export function parseBulkNotice(searchParams: SearchParams): { done: BulkDone; count: number } | undefined {
  const done = BULK_DONE.find((name) => name === firstValue(searchParams.done));
  const count = Number(firstValue(searchParams.count));
  return done && Number.isSafeInteger(count) && count >= 0 ? { done, count } : undefined;
}

export function postListHref({ q, author, category, tag, status, page }: PostListParams): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (author) query.set("author", author);
  if (category) query.set("category", category);
  if (tag) query.set("tag", tag);
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/admin/blogs?${search}` : "/admin/blogs";
}

/** "3 posts published", "1 post moved to SEO". */
export function bulkNoticeText(done: BulkDone, count: number): string {
  const posts = `${count.toLocaleString("en-US")} post${count === 1 ? "" : "s"}`;
  const what: Record<BulkDone, string> = {
    published: "published",
    unpublished: "unpublished (now drafts)",
    deleted: "deleted",
    recategorized: "moved to the chosen category",
  };
  return `${posts} ${what[done]}`;
}

/** Whether an address the bulk form says it came from is the post list's, to go back to it and nowhere else. */
export function postListReturn(address: unknown): string {
  return typeof address === "string" && /^\/admin\/blogs(\?[^#\s]*)?$/.test(address) ? address : "/admin/blogs";
}

/** Why a bulk action did nothing, shown as an alert on the list it returned to (?problem=…). */
export const BULK_PROBLEMS = {
  "none-selected": "Select at least one post first.",
  "no-category": "Type the category to move the selected posts to (at least 2 characters).",
  invalid: "Invalid request. Reload the page and try again.",
  failed: "The posts could not be changed. Nothing was changed; please try again.",
} as const;
export type BulkProblem = keyof typeof BULK_PROBLEMS;

export function parseBulkProblem(searchParams: SearchParams): BulkProblem | undefined {
  const problem = firstValue(searchParams.problem);
  return problem !== undefined && Object.hasOwn(BULK_PROBLEMS, problem) ? (problem as BulkProblem) : undefined;
}

/** The list address with what a bulk action did, or why it did nothing, added to it. */
export function withOutcome(back: string, outcome: Record<string, string>): string {
  const url = new URL(back, "http://admin.invalid");
  for (const name of ["done", "count", "problem"]) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

const MAX_POST_ID = 2_147_483_647;

/** The ids a bulk form sent: positive integers, at most a page of them; undefined when anything else came. */
export function parsePostIds(values: FormDataEntryValue[]): number[] | undefined {
  if (values.length > POST_LIST_PAGE_SIZE) return undefined;
  const ids = values.map((value) => (typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN));
  // Post ids are PostgreSQL integers: a larger number is no post's, and would fail the query.
  return ids.every((id) => Number.isSafeInteger(id) && id <= MAX_POST_ID) ? [...new Set(ids)] : undefined;
}
