import { isSiteLocalPath } from "./security/local-path";
import { publicRoutes } from "./seo/public-routes";

/** Checks on the admin's redirects (docs/product.md, Redirects; decision 190). */

export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_TARGET_MAX = 2000;

export const redirectText = {
  fromNotPath: "From must be a path of this site, starting with /",
  fromTooLong: `From must be at most ${REDIRECT_PATH_MAX} characters`,
  fromIsPage: "From is a page of this site: a redirect would hide it",
  fromTaken: "A redirect from this address already exists",
  toInvalid: "To must be a path of this site, starting with /, or an https:// address",
  toHttp: "To must use https://, not http://",
  toTooLong: `To must be at most ${REDIRECT_TARGET_MAX} characters`,
  loop: "To leads back to From",
} as const;

// Routes of the application itself: a redirect from one would hide it (the sign-in page, the
// newsletter's e-mailed links, uploads, feeds and the files search engines read among them).
const RESERVED_PREFIXES = ["/admin", "/api", "/_next", "/login", "/newsletter", "/uploads", "/author"];
const RESERVED_PATHS = new Set([
  "/healthz",
  "/readyz",
  "/sitemap.xml",
  "/robots.txt",
  "/analytics.js",
  "/icon",
  "/opengraph-image",
  "/blog/rss.xml",
  ...publicRoutes.map((route) => route.path),
]);

/**
 * A site path without its query, fragment or trailing slash, percent-encoded as a browser sends
 * it ("/café" is "/caf%C3%A9"), so that a typed path and a requested one compare equal and a
 * Location header carries only ASCII; undefined when it is not a site path. What is checked is
 * the normalised path, the one stored and sent: "/.//evil.example" normalises to another site.
 */
export function sitePath(input: string): string | undefined {
  if (!input.startsWith("/") || input.startsWith("//") || /[\s\\]/.test(input)) return undefined;
  const [raw = "/"] = input.split(/[?#]/);
  const path = new URL(raw, "http://site.invalid").pathname;
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  return isSiteLocalPath(normalised) ? normalised : undefined;
}

/** Whether a path belongs to a route of the application, whatever the database holds. */
export function isReservedPath(path: string): boolean {
  if (RESERVED_PATHS.has(path)) return true;
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type ParsedFrom = { path: string } | { error: string };

export function parseFrom(input: string): ParsedFrom {
  const text = input.trim();
  if (text.length > REDIRECT_PATH_MAX) return { error: redirectText.fromTooLong };
  const path = sitePath(text);
  if (path === undefined) return { error: redirectText.fromNotPath };
  if (isReservedPath(path)) return { error: redirectText.fromIsPage };
  return { path };
}

export type ParsedTo = { target: string } | { error: string };

/** A site path, or an https address typed in full on purpose; plain http is refused. */
export function parseTo(input: string): ParsedTo {
  const text = input.trim();
  if (text.length > REDIRECT_TARGET_MAX) return { error: redirectText.toTooLong };
  if (/^http:\/\//i.test(text)) return { error: redirectText.toHttp };
  if (/^https:\/\//i.test(text)) {
    if (!URL.canParse(text) || /\s/.test(text)) return { error: redirectText.toInvalid };
    return { target: new URL(text).href };
  }
  const path = sitePath(text);
  return path === undefined ? { error: redirectText.toInvalid } : { target: path };
}

/** Whether following redirects from `target` comes back to `from`. */
export function leadsBackTo(from: string, target: string, redirects: ReadonlyMap<string, string>): boolean {
  const seen = new Set<string>();
  let next: string | undefined = target;
  while (next !== undefined && !seen.has(next)) {
    if (next === from) return true;
    seen.add(next);
    next = redirects.get(next);
  }
  return false;
}
