import type { IncomingHttpHeaders } from "node:http";
import { articlePagesQuery, blogListingQuery } from "@/lib/blog/listing";
import { leadPages } from "@/lib/lead-forms";
import type { PageQuery } from "@/lib/page-query";
import { publicRoutes } from "@/lib/seo/public-routes";

/**
 * Which requests the page cache may answer, and under which key. The list is positive: a
 * page that is not named here renders for every request, so a page that shows something
 * per visitor can never be served to another by mistake.
 */

/** The lead forms' pages embed a signed, per-request stamp in their forms (the minimum fill time). */
const PER_REQUEST_PAGES = new Set<string>(Object.values(leadPages));

const FIXED_PAGES = new Set([
  ...publicRoutes.map((route) => route.path).filter((path) => !PER_REQUEST_PAGES.has(path)),
  "/sitemap.xml",
  "/robots.txt",
  // Drawn from the settings on request; their change raises the content version.
  "/opengraph-image",
]);

/**
 * Addresses whose page reads its query, with the parameters the page itself declares beside
 * its parser; every other parameter is ignored. rules.test.ts checks that a stored page reads
 * its address through nothing else.
 */
const PAGES_WITH_QUERIES: { pattern: RegExp; query: PageQuery<unknown> }[] = [
  { pattern: /^\/blog$/, query: blogListingQuery },
  { pattern: /^\/author\/[^/]+$/, query: articlePagesQuery },
  { pattern: /^\/blog\/(category|tag)\/[^/]+$/, query: articlePagesQuery },
];

/** The query a stored page at this path reads, if any. */
export function pageQueryOf(pathname: string): PageQuery<unknown> | undefined {
  return PAGES_WITH_QUERIES.find((page) => page.pattern.test(pathname))?.query;
}

/** Articles, their preview cards and the feed, and case studies; an unknown slug is stored as its 404 page. */
const ARTICLE_PAGES = /^\/(blog\/[^/]+(\/card\.png)?|case-studies\/[^/]+)$/;

/**
 * Pages the signed-in admin reads as Next.js renders them for them, never from the cache: an
 * article or a case study, which shows the admin a draft or a scheduled one in preview
 * (decisions 191 and 198).
 */
export const isPreviewPage = (key: string) => /^\/(blog|case-studies)\/[^/?]+$/.test(key);

/** Headers with which Next.js's client router asks for a page's data rather than its HTML. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
];

/** The address a browser asks for a whole page at (a GET or HEAD, not the client router's); undefined for any other request. */
function documentAddressOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  if ((method !== "GET" && method !== "HEAD") || !url) return undefined;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://cache.invalid");
  } catch {
    return undefined;
  }
  return parsed.searchParams.has("_rsc") ? undefined : parsed;
}

/**
 * The cache key of a request, which is also the address the page is rendered from: the path
 * and, for pages that read them, their own query parameters in a fixed order. Undefined when
 * the request must go to the application.
 */
export function cacheKeyOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  const parsed = documentAddressOf(method, url, headers);
  if (!parsed) return undefined;
  const { pathname, searchParams } = parsed;
  const query = pageQueryOf(pathname);
  if (!query) return FIXED_PAGES.has(pathname) || ARTICLE_PAGES.test(pathname) ? pathname : undefined;
  const kept = new URLSearchParams();
  for (const name of query.keys) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Where the client router's requests are not a visitor's: the admin area and the sign-in page. */
const PRIVATE_AREA = /^\/(admin|login)(\/|$)/;

/**
 * Whether a request is Next.js's client router asking for a public page's data (a navigation
 * or a prefetch): rendered for every request, so it counts against the client's renders. A
 * refused one costs a person nothing: the router then loads the whole page, which the cache
 * serves.
 */
export function isRouterRender(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  if ((method !== "GET" && method !== "HEAD") || !url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://cache.invalid");
  } catch {
    return false;
  }
  const router = ROUTER_HEADERS.some((name) => headers[name] !== undefined) || parsed.searchParams.has("_rsc");
  return router && !PRIVATE_AREA.test(parsed.pathname) && !/^\/(api|_next)(\/|$)/.test(parsed.pathname);
}

/**
 * Whether a request asks for the HTML of a page that renders for each visitor and is never
 * stored (a lead form's page): it is rendered like a stored page, for this request alone.
 */
export function isPerRequestPage(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders) {
  const parsed = documentAddressOf(method, url, headers);
  return parsed !== undefined && PER_REQUEST_PAGES.has(parsed.pathname);
}

/** Response types worth keeping; anything else is passed on as it came. */
const STORABLE_TYPES = /^(text\/html|text\/plain|application\/xml|text\/xml|application\/rss\+xml|image\/png)\b/;
/** Types whose stored copy is also kept compressed. */
export const COMPRESSIBLE_TYPES = /^(text\/|application\/(xml|rss\+xml))/;
export const MAX_STORED_BODY = 2 * 1024 * 1024;

/** Whether a rendered response is the same for every visitor and may be stored. */
export function isStorable(status: number, headers: IncomingHttpHeaders, bodyLength: number): boolean {
  return (
    (status === 200 || status === 404) &&
    headers["set-cookie"] === undefined &&
    STORABLE_TYPES.test(headers["content-type"] ?? "") &&
    bodyLength <= MAX_STORED_BODY
  );
}

/**
 * Headers of the rendered response that describe the stored copy. Dropped: the transfer's
 * own headers, Next.js's cache bookkeeping, and the ones the cache writes itself (length,
 * encoding, validators, caching rules, and the script policy, which a stored page admits by
 * hash instead of the rendering's nonce).
 */
const REWRITTEN_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "last-modified",
  "vary",
  "cache-control",
  "content-security-policy",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "x-nextjs-postponed",
]);

export function storedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !REWRITTEN_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}
