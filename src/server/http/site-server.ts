import "server-only";
import fs from "node:fs";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { leadFormText } from "@/content/lead-forms";
import { uploadText } from "@/content/uploads";
import { coalesceReads } from "@/lib/coalesce-reads";
import { type LeadFormKind, MAX_LEAD_BODY_BYTES, leadEndpoints, leadPages } from "@/lib/lead-forms";
import { MAX_NEWSLETTER_LINK_BODY_BYTES, newsletterLinks } from "@/lib/newsletter-links";
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_ENDPOINT } from "@/lib/uploads";
import { resolveClientAddress, trustFunction, watchForwarding } from "./client-address";
import { createClientBudget } from "./client-budget";
import { hasLiveSession } from "../auth/live-session";
import { carriesSessionCookie } from "../auth/session-cookie";
import { readContentVersion } from "../blog/content-version";
import { listUpcomingPublications } from "../blog/published-posts";
import { listUpcomingCaseStudyPublications } from "../content/case-study-schedule";
import { loadRedirects } from "../blog/redirects";
import { getConfig } from "../config";
import { withRequestLabel } from "../db/query-log";
import { issueFormStamp } from "../forms/spam-guard";
import { checkReadiness, shuttingDown } from "../ops/health";
import { getLogger } from "../ops/logger";
import { addPageViews } from "../traffic/page-views";
import { createViewCounter } from "../traffic/view-counter";
import { createDoor, refuseUnparsable } from "./door";
import { answerHealthCheck, healthCheckOf } from "./health-routes";
import { type ContentState, contentStateReader, perContentVersion } from "./page-cache/content-state";
import {
  type RenderAdmission,
  type RenderedResponse,
  TOO_MANY_RENDERS,
  createPageCache,
  refuse,
} from "./page-cache/page-cache";
import { isPerRequestPage, isRouterRender } from "./page-cache/rules";
import { createPerRequestPages } from "./per-request-page";
import { recordNotFound } from "./not-found-log";
import { answerRedirect, redirectPathOf } from "./redirect-routes";
import { type RequestLog, startRequestLog } from "./request-log";
import { runScriptsAfterPaint } from "./scripts-after-paint";
import { baselineSecurityHeaders, openerIsolationHeaders, siteSecurityHeaders } from "./security-headers";
import { inlineStylesheets, siteStylesheets } from "./site-styles";

/**
 * The site's server, for `npm start` and `npm run dev` alike: Next.js's request handler behind
 * the page cache. Requests the cache does not take go straight to Next.js; a page the cache
 * needs rendered is asked for from Next.js over a second, loopback-only listener, so that one
 * render can serve every request waiting for it and no visitor's connection is tied to it. In
 * development Next.js compiles on demand and the cache renders every request afresh.
 */

const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
// Pages show today's date (legal pages) and this year (footer): renewed at least this often.
const PAGE_MAX_AGE_MS = 5 * 60 * 1000;
const RENDER_TIMEOUT_MS = 30_000;
// Development compiles a page on its first request, which can take minutes on a busy machine.
const DEV_RENDER_TIMEOUT_MS = 5 * 60_000;

const NOT_FOUND_CACHE_BYTES = 2 * 1024 * 1024;
// Two cores render at most two pages at a time anyway; more in flight only queue inside Next.js.
const RENDER_CONCURRENCY = 4;
const MAX_QUEUED_RENDERS = 32;
/** New searches (pages with a query that are not stored) one client may have rendered a minute. */
const QUERY_RENDERS_PER_MINUTE = 30;
/**
 * Renders of any kind one client may start a minute: pages not stored, per-request pages not
 * kept as a template, the client router's requests. A person reading the site starts a few; a
 * client past this gets 429 while stored pages keep being served to it and to everyone.
 */
const RENDERS_PER_MINUTE = 60;
/** Templates of the lead forms' pages, one per address and visit source (per-request-page.ts). */
const PER_REQUEST_PAGE_BYTES = 4 * 1024 * 1024;

/** The visitor's address, as the site server resolved it and passed it on. */
const clientOf = (request: IncomingMessage) => String(request.headers["x-forwarded-for"] ?? "unknown");

/**
 * The renders each client may start, counted in this process's memory (client-budget.ts);
 * several processes each count their own (decision 112).
 */
function renderBudgets() {
  const searches = createClientBudget({ limit: QUERY_RENDERS_PER_MINUTE, windowMs: 60_000 });
  const renders = createClientBudget({ limit: RENDERS_PER_MINUTE, windowMs: 60_000 });
  return {
    admitQueryRender: (request: IncomingMessage) => searches.take(clientOf(request)),
    admitRender: (request: IncomingMessage): RenderAdmission => {
      const client = clientOf(request);
      return renders.take(client)
        ? { admitted: true }
        : { admitted: false, retryAfterSeconds: renders.retryAfterSeconds(client) };
    },
  };
}

/** Page views are written to the database this often, and at shutdown (decision 200). */
const PAGE_VIEWS_FLUSH_MS = 60_000;
/** Distinct pages a batch of views holds: the site's pages on two days, with room to spare. */
const MAX_PENDING_PAGE_VIEWS = 10_000;

/**
 * How long an idle kept-alive connection stays open. A proxy in front (a load balancer keeps its
 * connections 60 s, nginx's upstream keep-alive as long) and an HTTP client reuse one they think
 * open: closed a moment before, the request they send on it is reset, and the proxy answers 502.
 * Node's default of 5 s made that happen to the end-to-end tests' API client on a busy machine.
 * Staying open longer than they do leaves them to close it; draining closes idle ones at once.
 */
const KEEP_ALIVE_MS = 65_000;

/** Admin forms (a post's body among them) post to their pages' server actions. */
const ADMIN_BODY_BYTES = 1024 * 1024;
/** Bodies over the default limit read at once: each may sit whole in memory. */
const MAX_LARGE_BODIES = 4;

/** The lead form on a per-request page (rules.ts lists only those pages as per-request). */
function leadFormOfPage(pagePath: string): LeadFormKind {
  const found = (Object.entries(leadPages) as [LeadFormKind, string][]).find(([, page]) => page === pagePath);
  if (!found) throw new Error(`No lead form on ${pagePath}`);
  return found[0];
}

const escapePath = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Refuses what no route takes, before Next.js reads a byte of it (door.ts). */
function siteDoor(requestLogs: WeakMap<IncomingMessage, RequestLog>) {
  return createDoor({
    bodyRules: [
      {
        path: new RegExp(`^${escapePath(UPLOAD_ENDPOINT)}$`),
        maxBytes: MAX_UPLOAD_BODY_BYTES,
        tooLarge: { error: uploadText.tooLarge },
      },
      ...Object.values(leadEndpoints).map((endpoint) => ({
        path: new RegExp(`^${escapePath(endpoint)}$`),
        maxBytes: MAX_LEAD_BODY_BYTES,
        tooLarge: { ok: false, error: leadFormText.tooLarge },
      })),
      { path: /^\/admin(\/|$)/, maxBytes: ADMIN_BODY_BYTES },
      // A one-click unsubscribe (RFC 8058) comes without cookies or Origin: the door lets it in,
      // with a body as small as the one it sends.
      ...Object.values(newsletterLinks).map((link) => ({
        path: new RegExp(`^${escapePath(link.page)}$`),
        maxBytes: MAX_NEWSLETTER_LINK_BODY_BYTES,
      })),
      ...Object.values(leadPages).map((page) => ({
        path: new RegExp(`^${escapePath(page)}$`),
        maxBytes: MAX_LEAD_BODY_BYTES,
        tooLarge: leadFormText.tooLarge,
      })),
    ],
    defaultMaxBytes: MAX_LEAD_BODY_BYTES,
    maxLargeBodies: MAX_LARGE_BODIES,
    securityHeaders: baselineSecurityHeaders,
    log: (entry, request) => requestLogs.get(request)?.note({ refused: entry.reason }),
  });
}

export interface SiteServer {
  url: string;
  /**
   * Stops accepting connections and lets the requests in flight finish, for at most `graceMs`
   * before closing what remains; /readyz answers 503 meanwhile.
   */
  close(graceMs?: number): Promise<void>;
}

function listen(server: http.Server, port: number, host?: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function close(server: http.Server, graceMs = 0): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A kept-alive connection to the loopback listener that it closed as it was being reused. */
class StaleConnectionError extends Error {}

/** Renders over the loopback listener; an HTML page leaves shaped by `shapePage`. */
function renderer(port: number, timeoutMs: number, shapePage: (html: string) => string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const renderOnce = (key: string, headers: IncomingHttpHeaders) =>
    new Promise<RenderedResponse>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: key, method: "GET", headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks);
            const html = String(response.headers["content-type"] ?? "").startsWith("text/html");
            resolve({
              status: response.statusCode ?? 500,
              headers: response.headers,
              body: html ? Buffer.from(shapePage(body.toString("utf8"))) : body,
            });
          });
          response.on("error", reject);
        },
      );
      // A render that never ends must not hold its waiting visitors: they go to Next.js directly.
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`Rendering ${key} took too long`)));
      request.on("error", (error: NodeJS.ErrnoException) =>
        reject(
          request.reusedSocket && error.code === "ECONNRESET"
            ? new StaleConnectionError(`Rendering ${key}: the connection was closed`, { cause: error })
            : error,
        ),
      );
      request.end();
    });
  // The listener closes an idle connection after its keep-alive timeout; one reused at that very
  // moment is reset before the request is read, so the render is asked for once more (Node's
  // documented way with keep-alive agents).
  return (key: string, headers: IncomingHttpHeaders) =>
    renderOnce(key, headers).catch((error: unknown) => {
      if (error instanceof StaleConnectionError) return renderOnce(key, headers);
      throw error;
    });
}

/**
 * A production server takes Next.js's settings from its build (`.next/required-server-files.json`,
 * which `next build` writes with every setting resolved), as Next.js's own standalone server does,
 * instead of compiling next.config.ts again at each start: that compile loads Next.js's native
 * compiler, which then stays about 28 MB resident for the life of the process (decision 230).
 */
function applyBuildSettings(dir: string) {
  const { config } = JSON.parse(fs.readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8")) as {
    config: unknown;
  };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

export async function startSiteServer({
  dir,
  port,
  dev,
}: {
  dir: string;
  port: number;
  dev: boolean;
}): Promise<SiteServer> {
  const logger = getLogger();
  const requestLogs = new WeakMap<IncomingMessage, RequestLog>();
  const door = siteDoor(requestLogs);
  const trust = trustFunction(getConfig().trustProxy);
  const watchForwardingHeaders = watchForwarding(getConfig().trustProxy, (warning) =>
    logger.warn({ event: "untrusted-forwarding" }, warning),
  );
  const readiness = coalesceReads(() => checkReadiness());
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  // While draining, a keep-alive connection closes once its answer is sent, not at the deadline.
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
    response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  const server = http.createServer((request, response) => withRequestLabel(request, () => answer(request, response)));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const check = healthCheckOf(request);
    // A load balancer's checks every few seconds would drown the visitors' lines.
    requestLogs.set(request, startRequestLog(logger, request, response, check ? "debug" : "info"));
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    if (draining) closeAfterAnswer(response);
    if (check) {
      const ready = draining ? () => Promise.resolve(shuttingDown) : readiness;
      // A probe without a session cookie is answered without asking the database who it is.
      void answerHealthCheck(check, request, response, ready, baselineSecurityHeaders(), (asking) =>
        hasLiveSession(asking.headers.cookie),
      );
      return;
    }
    if (door(request, response)) return;
    watchForwardingHeaders(request.socket.remoteAddress, request.headers);
    request.headers["x-forwarded-for"] = resolveClientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
      trust,
    );
    redirectOrServe(request, response).catch((error: unknown) => {
      logger.error({ err: error }, "Answering a request failed");
      if (!response.headersSent) response.writeHead(500, baselineSecurityHeaders());
      response.end();
    });
  };

  // Refused before there is a request: its line says only what was refused.
  server.on(
    "clientError",
    refuseUnparsable({
      securityHeaders: baselineSecurityHeaders,
      log: ({ status, reason }) => logger.info({ event: "request", status, refused: reason }),
    }),
  );

  const serve = (request: IncomingMessage, response: ServerResponse, state: () => Promise<ContentState>) => {
    if (isPerRequestPage(request.method, request.url, request.headers)) {
      return perRequestPages.serve(request, response, state).catch((error: unknown) => {
        logger.error({ err: error }, "Rendering a page for one visitor failed; the application answers directly.");
        if (!response.headersSent) void handle(request, response);
      });
    }
    if (!dev && isRouterRender(request.method, request.url, request.headers)) {
      const admission = budgets.admitRender(request);
      if (!admission.admitted) {
        refuse(request, response, 429, TOO_MANY_RENDERS, String(admission.retryAfterSeconds));
        return Promise.resolve();
      }
    }
    return serveFromCache(request, response, state);
  };

  const serveFromCache = (request: IncomingMessage, response: ServerResponse, state: () => Promise<ContentState>) =>
    cache.serve(request, response, state).then(
      (served) => {
        if (!served) void handle(request, response);
      },
      (error: unknown) => {
        logger.error({ err: error }, "The page cache failed to answer; the application answers directly.");
        if (!response.headersSent) void handle(request, response);
      },
    );

  const logIfNotFound = (path: string, request: IncomingMessage, response: ServerResponse) =>
    response.once("finish", () => {
      if (response.statusCode !== 404) return;
      recordNotFound(path, request.headers.referer, clientOf(request)).catch((error: unknown) =>
        logger.error({ err: error }, "Logging a page not found failed"),
      );
    });

  // A redirect wins over any page, stored "not found" pages included (decision 190).
  const redirectOrServe = async (request: IncomingMessage, response: ServerResponse) => {
    // Read at most once per request, and only by a request that a redirect or the cache may answer.
    let state: Promise<ContentState> | undefined;
    const stateOnce = () => (state ??= contentState());
    const path = redirectPathOf(request);
    const target =
      path === undefined
        ? undefined
        : await stateOnce().then(
            ({ version }) => redirects(version).then((map) => map.get(path)),
            (error: unknown) => {
              logger.error({ err: error }, "Reading the redirects failed; the page is served without them.");
              return undefined;
            },
          );
    if (target === undefined) {
      if (path !== undefined && request.method === "GET") logIfNotFound(path, request, response);
      pageViews.watch(request, response);
      return serve(request, response, stateOnce);
    }
    answerRedirect(response, target, baselineSecurityHeaders());
  };

  // Development's hot-reload socket stays open as long as the browser does and would hold close().
  const upgraded = new Set<Duplex>();
  if (dev) {
    server.on("upgrade", (_request, socket: Duplex) => {
      upgraded.add(socket);
      socket.once("close", () => upgraded.delete(socket));
    });
  }

  if (!dev) applyBuildSettings(dir);
  const { default: next } = await import("next");
  // Named so that development's hot-reload socket attaches here, not to the internal listener.
  const app = next({ dev, dir, port, hostname: "localhost", httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Pages rendered for the cache are the same for everyone: whoever reaches this loopback
  // listener is not believed about whom they forward for.
  const internal = http.createServer((request, response) => {
    request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "unknown";
    void withRequestLabel(request, () => handle(request, response));
  });
  const internalAddress = await listen(internal, 0, "127.0.0.1");

  const contentState = contentStateReader({
    readVersion: coalesceReads(readContentVersion),
    // Posts and case studies (decision 198) come due alike: the soonest `limit` of both.
    loadChanges: async (now, limit) => {
      const from = new Date(now).toISOString();
      const [posts, studies] = await Promise.all([
        listUpcomingPublications(from, limit),
        listUpcomingCaseStudyPublications(from, limit),
      ]);
      return [...new Set([...posts, ...studies].map((moment) => Date.parse(moment)))]
        .sort((a, b) => a - b)
        .slice(0, limit);
    },
  });
  const redirects = perContentVersion(loadRedirects);
  // What a public page sends is shaped for its first paint (decision 210); development's
  // stylesheets are Next.js's own, served as it compiles them.
  const stylesheets = dev ? new Map<string, string>() : siteStylesheets();
  const render = renderer(internalAddress.port, dev ? DEV_RENDER_TIMEOUT_MS : RENDER_TIMEOUT_MS, (html) =>
    runScriptsAfterPaint(inlineStylesheets(html, stylesheets)),
  );
  const budgets = renderBudgets();
  const perRequestPages = createPerRequestPages({
    render,
    issueStamp: (pagePath) => issueFormStamp(leadFormOfPage(pagePath)),
    visitorHeaders: (request) =>
      openerIsolationHeaders(new URL(request.url ?? "/", "http://site.invalid").pathname, request.headers.cookie),
    siteUrl: getConfig().siteUrl,
    admitRender: budgets.admitRender,
    maxBytes: PER_REQUEST_PAGE_BYTES,
    maxAgeMs: PAGE_MAX_AGE_MS,
    renderEveryRequest: dev,
  });
  const cache = createPageCache({
    render,
    securityHeaders: (hashes) => siteSecurityHeaders({ hashes }),
    maxBytes: PAGE_CACHE_BYTES,
    maxAgeMs: PAGE_MAX_AGE_MS,
    maxNotFoundBytes: NOT_FOUND_CACHE_BYTES,
    renderConcurrency: RENDER_CONCURRENCY,
    maxQueuedRenders: MAX_QUEUED_RENDERS,
    isAdmin: (headers) => hasLiveSession(headers.cookie),
    admitQueryRender: budgets.admitQueryRender,
    admitRender: budgets.admitRender,
    renderEveryRequest: dev,
    onError: (message, error) => logger.error({ err: error }, message),
  });
  const pageViews = createViewCounter({
    write: addPageViews,
    everyMs: PAGE_VIEWS_FLUSH_MS,
    maxPending: MAX_PENDING_PAGE_VIEWS,
    isStaff: (request) => carriesSessionCookie(request.headers.cookie),
    onError: (message, error) => logger.error({ err: error }, message),
  });

  const address = await listen(server, port);

  return {
    url: `http://localhost:${address.port}`,
    close: async (graceMs = 0) => {
      draining = true;
      for (const response of inFlight) closeAfterAnswer(response);
      for (const socket of upgraded) socket.destroy();
      // The loopback listener renders for the requests in flight: it closes after them.
      await close(server, graceMs);
      await close(internal);
      await app.close();
      await pageViews.stop();
    },
  };
}
