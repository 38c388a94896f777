import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Level, Logger } from "pino";

/**
 * One log line per request, written when its connection is done with it: method, path,
 * status, duration and the request id, which the response carries back in X-Request-Id.
 */

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH_LENGTH = 200;

/** The proxy's X-Request-Id when it is a plain token, else a fresh one. */
function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path without its query (search terms, e-mail addresses, tokens) and with any segment
 * holding an e-mail address blanked.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? "").split("?")[0]!.slice(0, MAX_PATH_LENGTH);
  return path
    .split("/")
    .map((segment) => (decoded(segment).includes("@") ? "[email]" : segment))
    .join("/");
}

export interface RequestLog {
  id: string;
  /** Adds fields to the request's line (why the door refused it, say). */
  note(fields: Record<string, string | number | boolean>): void;
}

/**
 * Starts the line of one request; it is written once the response is sent or the client
 * left. A request at `info` logs at `error` when it fails (5xx); another `level` (health
 * checks, at `debug`) is kept whatever the answer: a probe every few seconds must not flood
 * the log while the database is down or the server stops.
 */
export function startRequestLog(
  logger: Logger,
  request: IncomingMessage,
  response: ServerResponse,
  level: Level = "info",
): RequestLog {
  const started = performance.now();
  const id = requestIdOf(request.headers["x-request-id"]);
  request.headers["x-request-id"] = id;
  response.setHeader("X-Request-Id", id);
  const notes: Record<string, string | number | boolean> = {};
  response.once("close", () => {
    const status = response.statusCode;
    logger[status >= 500 && level === "info" ? "error" : level]({
      event: "request",
      method: request.method,
      path: loggedPath(request.url),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: id,
      ...(response.writableFinished ? {} : { aborted: true }),
      ...notes,
    });
  });
  return { id, note: (fields) => Object.assign(notes, fields) };
}
