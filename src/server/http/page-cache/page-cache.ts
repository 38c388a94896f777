import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { formatLongDate } from "@/lib/dates";
import { scriptHashes } from "@/lib/security/script-hashes";
import { COMPRESSIBLE_TYPES, cacheKeyOf, isStorable, storedHeaders } from "./rules";

/**
 * Public pages rendered once and served to everyone until the content changes: the reason an
 * article or a blog search costs about what a prerendered page does. A stored page is kept
 * with its gzip and Brotli forms, a validator, and a script policy built from the hashes of
 * its own inline scripts, so the strict Content-Security-Policy survives without a nonce,
 * which would no longer be secret once shared.
 *
 * Freshness, the site's one story for public pages (decision 072): every stored page carries
 * the content version it was rendered under (raised by database triggers on each write to the
 * posts); a request compares it with the current version and renders again when they differ,
 * as it does for a page rendered on another day in the agency's time zone (the legal pages
 * show today's date). Pages older than `maxAgeMs` are served once more while a fresh copy
 * renders in the background.
 */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A response as the application rendered it, complete. */
export interface RenderedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface StoredPage {
  status: number;
  headers: Record<string, string | string[]>;
  identity: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  version: number;
  storedAt: number;
  /** The agency's calendar day when the page was rendered. */
  day: string;
  bytes: number;
}

/** Request headers that would make a stored page personal, partial or already compressed. */
const PRIVATE_REQUEST_HEADERS = [
  "cookie",
  "authorization",
  "accept-encoding",
  "if-none-match",
  "if-modified-since",
  "range",
];

export interface PageCacheOptions {
  /** Renders the page at `key` (a path and query) with the visitor's impersonal request headers. */
  render(key: string, headers: IncomingHttpHeaders): Promise<RenderedResponse>;
  /** The current content version; see above. */
  contentVersion(): Promise<number>;
  /** The security headers of a page whose inline scripts have these hashes. */
  securityHeaders(scriptHashes: string[]): Record<string, string>;
  /** Upper bound of the memory the stored pages take. */
  maxBytes: number;
  maxAgeMs: number;
  /**
   * Development: every request renders afresh, as a hard reload does, so that edited code
   * shows at once; keys, rendering and headers stay those of production.
   */
  renderEveryRequest?: boolean;
  now?: () => number;
  /** Told about renders that failed in the background and about pages that could not be stored. */
  onError?: (message: string, error: unknown) => void;
}

export type CacheOutcome = "hit" | "miss" | "stale";

/** The result of one render, shared by every request that waited for it. */
type Shared = { page: StoredPage } | { response: RenderedResponse; claimed: boolean };

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

export interface PageCache {
  /**
   * Answers the request from the cache, rendering the page first when needed. Returns false,
   * having written nothing, when the request is not for a stored page: the caller passes it
   * to the application.
   */
  serve(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Bytes held by the stored pages. */
  size(): number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const report = options.onError ?? (() => {});
  // Past maxBytes, the least recently used pages leave first; the cache counts an empty body as one byte.
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
  });
  const renders = new Map<string, { version: number; result: Promise<Shared> }>();

  async function store(rendered: RenderedResponse, version: number): Promise<StoredPage | undefined> {
    const type = String(rendered.headers["content-type"] ?? "");
    let hashes: string[] = [];
    if (type.startsWith("text/html")) {
      try {
        hashes = await scriptHashes(rendered.body.toString("utf8"));
      } catch (error) {
        report("A page could not be stored: its scripts cannot be admitted by hash.", error);
        return undefined;
      }
    }
    const compress = COMPRESSIBLE_TYPES.test(type);
    const [gzipped, brotlied] = compress
      ? await Promise.all([
          gzip(rendered.body, { level: 6 }),
          brotli(rendered.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
        ])
      : [];
    return {
      status: rendered.status,
      headers: { ...storedHeaders(rendered.headers), ...options.securityHeaders(hashes) },
      identity: rendered.body,
      gzip: gzipped,
      brotli: brotlied,
      etag: `W/"${createHash("sha256").update(rendered.body).digest("base64url").slice(0, 32)}"`,
      version,
      storedAt: now(),
      day: formatLongDate(new Date(now())),
      bytes: rendered.body.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0),
    };
  }

  /** One render per key and version at a time, however many requests are waiting for it. */
  function renderShared(key: string, visitorHeaders: IncomingHttpHeaders, version: number): Promise<Shared> {
    const running = renders.get(key);
    if (running && running.version === version) return running.result;
    const headers = { ...visitorHeaders };
    for (const name of PRIVATE_REQUEST_HEADERS) delete headers[name];
    const result = (async (): Promise<Shared> => {
      const response = await options.render(key, headers);
      const page = isStorable(response.status, response.headers, response.body.length)
        ? await store(response, version)
        : undefined;
      if (!page) return { response, claimed: false };
      const current = pages.peek(key);
      if (!current || current.version <= version) pages.set(key, page);
      return { page };
    })().finally(() => {
      if (renders.get(key)?.result === result) renders.delete(key);
    });
    renders.set(key, { version, result });
    return result;
  }

  return {
    size: () => pages.calculatedSize,
    async serve(request, response) {
      const key = cacheKeyOf(request.method, request.url, request.headers);
      if (!key) return false;
      let version: number;
      try {
        version = await options.contentVersion();
      } catch (error) {
        // Without the version nothing stored can be trusted; the application answers alone.
        report("The content version could not be read; the page cache is bypassed.", error);
        return false;
      }

      // A hard reload (Cache-Control: no-cache) asks for a fresh render, which is stored in turn.
      const stored = options.renderEveryRequest || wantsFreshRender(request.headers) ? undefined : pages.peek(key);
      if (stored && stored.version === version && stored.day === formatLongDate(new Date(now()))) {
        // Used again: the last to be dropped.
        pages.get(key);
        const stale = now() - stored.storedAt > options.maxAgeMs;
        if (stale) {
          renderShared(key, request.headers, version).catch((error: unknown) =>
            report(`Renewing the stored page ${key} failed.`, error),
          );
        }
        send(request, response, stored, stale ? "stale" : "hit");
        return true;
      }

      let shared: Shared;
      try {
        shared = await renderShared(key, request.headers, version);
      } catch (error) {
        report(`Rendering ${key} for the page cache failed; the application answers directly.`, error);
        return false;
      }
      if ("page" in shared) {
        send(request, response, shared.page, "miss");
        return true;
      }
      // Not storable (a redirect, an error, a cookie): the first waiting request gets the
      // response as rendered, with its own nonce; any other renders for itself.
      if (shared.claimed) return false;
      shared.claimed = true;
      sendAsRendered(request, response, shared.response);
      return true;
    },
  };
}

function wantsFreshRender(headers: IncomingHttpHeaders): boolean {
  return /\bno-cache\b/i.test(headers["cache-control"] ?? "") || /\bno-cache\b/i.test(String(headers.pragma ?? ""));
}

const ENCODINGS = ["br", "gzip"] as const;

/** The encoding to send, from the request's Accept-Encoding: Brotli whenever accepted, then gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): (typeof ENCODINGS)[number] | undefined {
  const accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(ENCODINGS);
  return ENCODINGS.find((encoding) => accepted.includes(encoding));
}

function send(request: IncomingMessage, response: ServerResponse, page: StoredPage, outcome: CacheOutcome) {
  const common = {
    ETag: page.etag,
    "Cache-Control": CACHE_CONTROL,
    Vary: "Accept-Encoding",
    "X-Page-Cache": outcome,
  };
  // Only the entity tag: stored pages carry no Last-Modified, and a hard reload's fresh
  // render may still answer 304 when its bytes did not change.
  if (page.status === 200 && fresh({ "if-none-match": request.headers["if-none-match"] }, { etag: page.etag })) {
    response.writeHead(304, common).end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = (encoding === "br" && page.brotli) || (encoding === "gzip" && page.gzip) || page.identity;
  const headers: Record<string, string | string[] | number> = {
    ...page.headers,
    ...common,
    "Content-Length": body.length,
  };
  if (body !== page.identity) headers["Content-Encoding"] = encoding!;
  response.writeHead(page.status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

function sendAsRendered(request: IncomingMessage, response: ServerResponse, rendered: RenderedResponse) {
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !["connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)) {
      headers[name] = value;
    }
  }
  headers["Content-Length"] = rendered.body.length;
  response.writeHead(rendered.status, headers);
  response.end(request.method === "HEAD" ? undefined : rendered.body);
}
