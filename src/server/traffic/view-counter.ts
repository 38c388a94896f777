import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { addCalendarDays, calendarDayOf, startOfCalendarDay } from "@/lib/dates";
import { publicRoutes } from "@/lib/seo/public-routes";
import { isObviousBot } from "./bots";
import type { PageViewCount } from "./page-views";

/**
 * Counts page views in the server process's memory and writes them in batches (decision 200):
 * a view is a public page answered 200 (or 304, the browser's copy still good) to a browser's
 * GET for the page itself, not for the client router's data (the RSC requests of links followed
 * in the page), from a visitor that is not an obvious bot nor the signed-in admin. Nothing about the request is kept
 * but its path and day. The batch is bounded: only the site's pages are counted, so a flood of
 * made-up addresses (404s) adds nothing, and past `maxPending` paths a new one is dropped until
 * the next batch.
 */

/** Pages with a fixed address, the lead forms' included. */
const FIXED_PAGES = new Set(publicRoutes.map((route) => route.path));
/** Articles, author and case-study pages, under the slugs the site makes (no encoded or upper-case twins). */
const SLUG_PAGES = /^\/(?:blog|author|case-studies)\/[a-z0-9-]{1,200}$/;

/** The path a request would be counted under, if it is a page at all. */
function countedPathOf(url: string | undefined): string | undefined {
  const path = url?.split("?", 1)[0];
  return path !== undefined && (FIXED_PAGES.has(path) || SLUG_PAGES.test(path)) ? path : undefined;
}

/** A page sent (200), or confirmed unchanged since the copy the browser holds (304). */
const isView = (response: ServerResponse) => response.statusCode === 200 || response.statusCode === 304;

/** Next.js's client router asks for a page's data with this header, or with `_rsc` in the query. */
const isRouterRequest = (request: IncomingMessage) =>
  request.headers.rsc !== undefined || request.url!.includes("_rsc=");

export interface ViewCounterOptions {
  /** Adds a batch to the stored counts. */
  write(counts: PageViewCount[]): Promise<void>;
  everyMs: number;
  /** Distinct day-and-path pairs a batch holds at most. */
  maxPending: number;
  /**
   * The agency's own browsing, which is not a visitor's view: a request from a browser signed in
   * to the admin area (the previews of drafts among them).
   */
  isStaff(request: IncomingMessage): boolean;
  now?: () => number;
  onError(message: string, error?: unknown): void;
}

export interface ViewCounter {
  /** Counts the response once it is sent, if it is a view. */
  watch(request: IncomingMessage, response: ServerResponse): void;
  /** Writes the views counted so far; a failed write keeps them for the next. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (graceful shutdown). */
  stop(): Promise<void>;
}

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const now = options.now ?? Date.now;
  let pending = new Map<string, number>();
  let dropped = 0;
  let today = { day: "", endsAt: 0 };
  let flushing: Promise<void> = Promise.resolve();

  const currentDay = () => {
    const at = now();
    if (at >= today.endsAt) {
      const day = calendarDayOf(new Date(at));
      today = { day, endsAt: startOfCalendarDay(addCalendarDays(day, 1)).getTime() };
    }
    return today.day;
  };

  function add(key: string, views: number) {
    const counted = pending.get(key);
    if (counted === undefined && pending.size >= options.maxPending) {
      dropped += views;
      return;
    }
    pending.set(key, (counted ?? 0) + views);
  }

  async function write() {
    const batch = pending;
    pending = new Map();
    if (dropped) {
      options.onError(`${dropped} page views were not counted: the batch of page views was full.`);
      dropped = 0;
    }
    if (batch.size === 0) return;
    // Keys are "2026-03-01 /path".
    const counts = [...batch].map(([key, views]) => ({ day: key.slice(0, 10), path: key.slice(11), views }));
    try {
      await options.write(counts);
    } catch (error) {
      for (const [key, views] of batch) add(key, views);
      options.onError("Writing page views failed; they are kept for the next batch.", error);
    }
  }

  const flush = () => (flushing = flushing.then(write));
  const timer = setInterval(() => void flush(), options.everyMs).unref();

  return {
    watch(request, response) {
      if (request.method !== "GET") return;
      const path = countedPathOf(request.url);
      if (path === undefined || isRouterRequest(request) || isObviousBot(request.headers["user-agent"])) return;
      if (options.isStaff(request)) return;
      // A browser fetching a page ahead of a click it may never make.
      if (/prefetch/i.test(String(request.headers["sec-purpose"] ?? request.headers.purpose ?? ""))) return;
      response.once("finish", () => {
        if (isView(response)) add(`${currentDay()} ${path}`, 1);
      });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
