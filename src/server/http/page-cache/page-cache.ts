import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import pLimit from "p-limit";
import { formatLongDate } from "@/lib/dates";
import { scriptHashes } from "@/lib/security/script-hashes";
import { type ContentState, expiryOf } from "./content-state";
import { COMPRESSIBLE_TYPES, cacheKeyOf, isPreviewPage, isStorable, storedHeaders } from "./rules";

/**
 * Public pages rendered once and served to everyone until the content changes: the reason an
 * article or a blog search costs about what a prerendered page does. A stored page is kept
 * with its gzip and Brotli forms, a validator, and a script policy built from the hashes of
 * its own inline scripts, so the strict Content-Security-Policy survives without a nonce,
 * which would no longer be secret once shared.
 *
 * Freshness, the site's one story for public pages (decision 072): every stored page carries
 * the content version it was rendered under (raised by database triggers on each write to the
 * posts) and the moment it goes out of date with no write (the next scheduled post becoming
 * public, decision 191); a request renders again when the version differs or that moment has
 * come, as it does for a page rendered on another day in the agency's time zone (the legal
 * pages show today's date). Pages older than `maxAgeMs` are served once more while a fresh copy
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
  /** When the content it shows changes with no write: a scheduled post becomes public. */
  expiresAt: number;
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
  /** The security headers of a page whose inline scripts have these hashes. */
  securityHeaders(scriptHashes: string[]): Record<string, string>;
  /** Upper bound of the memory the stored pages take. */
  maxBytes: number;
  maxAgeMs: number;
  /** Upper bound of the memory stored "not found" pages take, apart: they never push out a real page. */
  maxNotFoundBytes: number;
  /**
   * Renders in flight at once, and how many more may wait: past that a request gets the page
   * it would replace, however old, or 503. One visitor's flood of new addresses then slows
   * nobody else, whose pages are served from memory meanwhile.
   */
  renderConcurrency: number;
  maxQueuedRenders: number;
  /**
   * Whether the request comes from the signed-in admin, asked only of requests that carry a
   * cookie: only the admin's hard reload (Cache-Control: no-cache) renders the page afresh, or
   * anyone could make every request a render, and the admin's articles are never stored pages
   * (they may be previews).
   */
  isAdmin(headers: IncomingHttpHeaders): Promise<boolean>;
  /**
   * Whether this request may render a page that is not stored, with a query (a new search):
   * false answers 429. Stored pages, pages without a query and the admin's renders are never refused.
   */
  admitQueryRender(request: IncomingMessage): boolean;
  /**
   * Whether this request may start a render of any page (one not stored, or stored for older
   * content): the client's budget of renders, which a refusal answers with 429 and its
   * Retry-After. Asked only of a request that would start a render: stored pages, a request
   * that waits for a render already under way, and the admin's hard reload are never refused.
   */
  admitRender(request: IncomingMessage): RenderAdmission;
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

/** A request's share of the renders: admitted, or refused until the client's budget renews. */
export type RenderAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** What a client that rendered too many pages is told, with 429. */
export const TOO_MANY_RENDERS = "Too many pages requested. Please try again in a minute.";

/** The result of one render, shared by every request that waited for it. */
type Shared = { page: StoredPage } | { response: RenderedResponse; claimed: boolean };

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

export interface PageCache {
  /**
   * Answers the request from the cache, rendering the page first when needed. Returns false,
   * having written nothing, when the request is not for a stored page: the caller passes it
   * to the application. `contentState` is read only for a request the cache may answer; when it
   * fails, nothing stored can be trusted and the application answers alone.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    contentState: () => Promise<ContentState>,
  ): Promise<boolean>;
  /** Bytes held by the stored pages. */
  size(): number;
  /** Renders waiting for their turn. */
  queuedRenders(): number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const report = options.onError ?? (() => {});
  // Past maxBytes, the least recently used pages leave first; the cache counts an empty body as one byte.
  const pages = new LRUCache<string, StoredPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
  });
  // A flood of unknown addresses fills only this one.
  const missing = new LRUCache<string, StoredPage>({
    maxSize: options.maxNotFoundBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
  });
  const renders = new Map<string, { version: number; expiresAt: number; result: Promise<Shared> }>();
  const limit = pLimit(options.renderConcurrency);
  const renderQueueFull = () => limit.pendingCount >= options.maxQueuedRenders;

  const lookup = (key: string) => pages.peek(key) ?? missing.peek(key);
  function keep(key: string, page: StoredPage) {
    (page.status === 404 ? pages : missing).delete(key);
    (page.status === 404 ? missing : pages).set(key, page);
  }

  async function store(
    rendered: RenderedResponse,
    version: number,
    expiresAt: number,
  ): Promise<StoredPage | undefined> {
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
      expiresAt,
      storedAt: now(),
      day: formatLongDate(new Date(now())),
      bytes: rendered.body.length + (gzipped?.length ?? 0) + (brotlied?.length ?? 0),
    };
  }

  /** Whether a stored page shows the content as it is now. */
  const isCurrent = (page: { version: number; expiresAt: number }, state: ContentState) =>
    page.version === state.version && now() < page.expiresAt;

  /** One render per key and content at a time, however many requests are waiting for it. */
  function renderShared(key: string, visitorHeaders: IncomingHttpHeaders, state: ContentState): Promise<Shared> {
    const running = renders.get(key);
    if (running && isCurrent(running, state)) return running.result;
    const { version } = state;
    const expiresAt = expiryOf(state, now());
    const headers = { ...visitorHeaders };
    for (const name of PRIVATE_REQUEST_HEADERS) delete headers[name];
    if (renderQueueFull()) return Promise.reject(new RendersBusyError());
    const result = (async (): Promise<Shared> => {
      const response = await limit(() => options.render(key, headers));
      const page = isStorable(response.status, response.headers, response.body.length)
        ? await store(response, version, expiresAt)
        : undefined;
      if (!page) return { response, claimed: false };
      const current = lookup(key);
      // A render that finished late must not replace a page of newer content.
      const newer =
        current && (current.version > version || (current.version === version && current.expiresAt > expiresAt));
      if (!newer) keep(key, page);
      return { page };
    })().finally(() => {
      if (renders.get(key)?.result === result) renders.delete(key);
    });
    renders.set(key, { version, expiresAt, result });
    return result;
  }

  function renewInBackground(key: string, headers: IncomingHttpHeaders, state: ContentState) {
    renderShared(key, headers, state).catch((error: unknown) => {
      if (!(error instanceof RendersBusyError)) report(`Renewing the stored page ${key} failed.`, error);
    });
  }

  return {
    size: () => pages.calculatedSize + missing.calculatedSize,
    queuedRenders: () => limit.pendingCount,
    async serve(request, response, contentState) {
      const key = cacheKeyOf(request.method, request.url, request.headers);
      if (!key) return false;
      let state: ContentState;
      try {
        state = await contentState();
      } catch (error) {
        // Without the version nothing stored can be trusted; the application answers alone.
        report("The content version could not be read; the page cache is bypassed.", error);
        return false;
      }

      const admin = () => request.headers.cookie !== undefined && options.isAdmin(request.headers);
      if (isPreviewPage(key) && (await admin())) return false;
      // A hard reload (Cache-Control: no-cache) by the admin asks for a fresh render, stored in turn.
      const forced = options.renderEveryRequest || (wantsFreshRender(request.headers) && (await admin()));
      const stored = forced ? undefined : lookup(key);
      if (stored && isCurrent(stored, state) && stored.day === formatLongDate(new Date(now()))) {
        // Used again: the last to be dropped.
        (stored.status === 404 ? missing : pages).get(key);
        const stale = now() - stored.storedAt > options.maxAgeMs;
        if (stale) renewInBackground(key, request.headers, state);
        send(request, response, stored, stale ? "stale" : "hit");
        return true;
      }
      // Renders are queueing: a copy of the same content, however old, rather than wait in line.
      if (stored && isCurrent(stored, state) && limit.pendingCount > 0) {
        renewInBackground(key, request.headers, state);
        send(request, response, stored, "stale");
        return true;
      }
      if (!forced && !stored && key.includes("?") && !options.admitQueryRender(request)) {
        refuse(request, response, 429, "Too many searches. Please try again in a minute.", "60");
        return true;
      }
      const running = renders.get(key);
      const joining = running !== undefined && isCurrent(running, state);
      if (!forced && !joining) {
        const admission = options.admitRender(request);
        if (!admission.admitted) {
          refuse(request, response, 429, TOO_MANY_RENDERS, String(admission.retryAfterSeconds));
          return true;
        }
      }

      let shared: Shared;
      try {
        shared = await renderShared(key, request.headers, state);
      } catch (error) {
        if (error instanceof RendersBusyError) {
          refuse(request, response, 503, "The site is busy. Please try again in a moment.", "5");
          return true;
        }
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

class RendersBusyError extends Error {
  constructor() {
    super("Too many pages are waiting to be rendered");
  }
}

export function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
  retryAfter: string,
) {
  const body = Buffer.from(message);
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
    "Retry-After": retryAfter,
  });
  response.end(request.method === "HEAD" ? undefined : body);
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
