import type { IncomingMessage, ServerResponse } from "node:http";
import { isReservedPath, sitePath } from "@/lib/redirects";

/**
 * Answers old addresses with a 301 before the page cache, so a redirect wins over a stored
 * "not found". Each process keeps the redirects in memory and reads them again when the
 * content version moves, which every redirect write raises by trigger (decision 190;
 * `perContentVersion` in page-cache/content-state.ts).
 */

/**
 * The path of a page a redirect may start from, as redirects are stored (sitePath), or undefined
 * for the application's own routes: no redirect starts there, so they are served without a
 * look, and their misses are not the 404 log's business.
 */
export function redirectPathOf(request: IncomingMessage): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const path = sitePath(request.url ?? "");
  return path === undefined || isReservedPath(path) ? undefined : path;
}

export function answerRedirect(response: ServerResponse, target: string, securityHeaders: Record<string, string>) {
  response.writeHead(301, {
    ...securityHeaders,
    Location: target,
    // Short, so that a deleted redirect stops working soon in browsers and proxies alike.
    "Cache-Control": "public, max-age=60",
    "Content-Length": 0,
  });
  response.end();
}
