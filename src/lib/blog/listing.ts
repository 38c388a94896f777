import { pageQuery } from "@/lib/page-query";
import { POST_SORTS, type PostSort } from "./query";

/**
 * The /blog page's state lives in its address: ?search=&category=&sort=&page=. These helpers
 * read it, decide which slice of the results a page shows, and write the listing's texts.
 */

export const PAGE_SIZE = 24;
const MAX_FILTER_LENGTH = 100;

export interface ListingParams {
  search: string;
  category: string;
  sort: PostSort;
  page: number;
}

type RawValue = string | string[] | undefined;

function single(value: RawValue): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, MAX_FILTER_LENGTH) ?? "";
}

/** Far past any listing's end, far below what makes an offset overflow a database's integer. */
const MAX_PAGE = 100_000;

function pageNumber(value: RawValue): number {
  const page = Number(single(value));
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1;
}

export function parseListingParams(raw: Partial<Record<keyof ListingParams, RawValue>>): ListingParams {
  const sort = single(raw.sort);
  return {
    search: single(raw.search),
    category: single(raw.category),
    sort: POST_SORTS.includes(sort as PostSort) ? (sort as PostSort) : "date",
    page: pageNumber(raw.page),
  };
}

/** What /blog reads from its address, and so what the page cache keys it by. */
export const blogListingQuery = pageQuery(["search", "category", "sort", "page"], parseListingParams);

/** An author's, a category's or a tag's page pages through its articles and reads nothing else from its address. */
export const articlePagesQuery = pageQuery(["page"], (raw) => ({ page: pageNumber(raw.page) }));

function isFiltered(params: Pick<ListingParams, "search" | "category">): boolean {
  return params.search !== "" || params.category !== "";
}

export interface ListingWindow {
  offset: number;
  limit: number;
  /** Whether the first result is shown as the Featured Article, above the grid. */
  featured: boolean;
}

/**
 * Unfiltered, the first article is featured on page 1 and the grid pages through the rest,
 * 24 at a time; filtered, the grid pages through every match.
 */
export function listingWindow(params: ListingParams): ListingWindow {
  if (isFiltered(params)) return { offset: (params.page - 1) * PAGE_SIZE, limit: PAGE_SIZE, featured: false };
  if (params.page === 1) return { offset: 0, limit: PAGE_SIZE + 1, featured: true };
  return { offset: 1 + (params.page - 1) * PAGE_SIZE, limit: PAGE_SIZE, featured: false };
}

export function pageCountOf(matched: number, params: Pick<ListingParams, "search" | "category">): number {
  const inGrid = isFiltered(params) ? matched : matched - 1;
  return Math.max(1, Math.ceil(inGrid / PAGE_SIZE));
}

/**
 * Made on first use: the blog's filters load this module in the browser, which never counts,
 * and a browser takes tens of milliseconds to build a formatter while the page starts.
 */
let count: Intl.NumberFormat | undefined;
const formatCount = (n: number) => (count ??= new Intl.NumberFormat("en-US")).format(n);

/** 'Showing N of M articles for "seo" in SEO': N match the filters, M is every article. */
export function resultLine(params: Pick<ListingParams, "search" | "category">, matched: number, total: number) {
  let line = `Showing ${formatCount(matched)} of ${formatCount(total)} articles`;
  if (params.search) line += ` for "${params.search}"`;
  if (params.category) line += ` in ${params.category}`;
  return line;
}

export function emptyReason(params: Pick<ListingParams, "search" | "category">): string {
  if (params.search) return `No articles match your search for "${params.search}"`;
  if (params.category) return `No articles found in the ${params.category} category`;
  return "No articles available at the moment.";
}

/** The listing's address for these params, leaving out the defaults. */
export function listingHref(params: ListingParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set("search", params.search);
  if (params.category) query.set("category", params.category);
  if (params.sort !== "date") query.set("sort", params.sort);
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `/blog?${text}` : "/blog";
}
