import { type IncomingMessage, STATUS_CODES, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

/**
 * The first thing every request meets, before the page cache or Next.js reads a byte of it:
 * requests the site can never serve are answered here with a 4xx, the security headers and
 * the reason in the request's log line, instead of reaching Next.js, which buffers up to
 * 10 MB of any body and answers some malformed requests with a 500 and a stack trace.
 */

/** How large a body a route takes; the first rule whose `path` matches applies. */
export interface BodyRule {
  path: RegExp;
  maxBytes: number;
  /**
   * What the refusal says as the route itself would: a sentence (a form sent without
   * JavaScript), or the JSON body of a route that answers JSON.
   */
  tooLarge?: string | Record<string, unknown>;
}

export interface DoorOptions {
  /** Rules for bodies, most specific first. */
  bodyRules: BodyRule[];
  /** The limit of every other body. */
  defaultMaxBytes: number;
  /**
   * How many requests with a body over `defaultMaxBytes` may be read at once: each may hold
   * its whole body in memory, outside the JavaScript heap that the heap cap bounds.
   */
  maxLargeBodies: number;
  /** Headers every response carries unless the application sets its own. */
  securityHeaders: () => Record<string, string>;
  /** Told of every refusal. */
  log: (entry: { status: number; method: string; path: string; reason: string }, request: IncomingMessage) => void;
}

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const BODY_METHODS = new Set(["POST"]);

export type Door = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Returns a check that answers a request it refuses (true) or lets it through (false). */
export function createDoor(options: DoorOptions): Door {
  let largeBodies = 0;

  function refuse(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    reason: string,
    message: string | Record<string, unknown>,
    extra: Record<string, string> = {},
  ): true {
    const path = (request.url ?? "").split("?")[0]!;
    options.log({ status, method: request.method ?? "", path: path.slice(0, 200), reason }, request);
    const json = typeof message !== "string";
    const body = Buffer.from(json ? JSON.stringify(message) : message);
    response.writeHead(status, {
      ...options.securityHeaders(),
      "Content-Type": json ? "application/json" : "text/plain; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-store",
      ...extra,
    });
    response.end(request.method === "HEAD" ? undefined : body);
    // The body is read and dropped, never kept: a client still sending it then reads the answer
    // instead of a broken connection.
    request.resume();
    return true;
  }

  return (request, response) => {
    const method = request.method ?? "";
    if (!ALLOWED_METHODS.includes(method)) {
      return refuse(request, response, 405, "method", "Method not allowed.", { Allow: ALLOWED_METHODS.join(", ") });
    }
    const path = (request.url ?? "/").split("?")[0]!;
    try {
      decodeURIComponent(path);
    } catch {
      return refuse(request, response, 400, "encoding", "The address is not valid.");
    }

    if (BODY_METHODS.has(method)) {
      const rule = options.bodyRules.find((candidate) => candidate.path.test(path));
      const maxBytes = rule?.maxBytes ?? options.defaultMaxBytes;
      const tooLarge = rule?.tooLarge ?? "This request is too large.";
      const declared = request.headers["content-length"];
      if (declared === undefined) {
        // Every browser declares a form's or a fetch's length. A streamed body would have to
        // be read here to be measured; Node's parser never reads past a declared one.
        if (request.headers["transfer-encoding"] !== undefined) {
          return refuse(request, response, 411, "length-required", "A request body must declare its length.");
        }
      } else {
        const length = Number(declared);
        if (!Number.isSafeInteger(length) || length < 0) {
          return refuse(request, response, 400, "content-length", "The request is not valid.");
        }
        if (length > maxBytes) return refuse(request, response, 413, "too-large", tooLarge);
        if (length > options.defaultMaxBytes) {
          if (largeBodies >= options.maxLargeBodies) {
            return refuse(request, response, 503, "busy", "The server is busy. Please try again in a moment.", {
              "Retry-After": "5",
            });
          }
          largeBodies++;
          response.once("close", () => largeBodies--);
        }
      }
    }

    // Set before the application answers, which overrides any of them it sets itself: a
    // redirect or an error page from Next.js then still carries them.
    for (const [name, value] of Object.entries(options.securityHeaders())) response.setHeader(name, value);
    return false;
  };
}

/** What Node's parser refuses, by its error code: 400 for anything else it cannot read. */
const UNPARSABLE: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "headers-too-large",
    message: "The request's address or headers are too large.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: "too-large", message: "This request is too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "timeout", message: "The request took too long to arrive." },
};
const MALFORMED = { status: 400, reason: "malformed", message: "The request is not valid." };

export interface UnparsableOptions {
  securityHeaders: () => Record<string, string>;
  log: (entry: { status: number; reason: string }) => void;
}

/**
 * The server's "clientError" listener: a request Node's parser refuses before any handler sees
 * it (an address or headers past 16 KB, a malformed line) gets Node's own status and words but
 * also the security headers, which Node's answer lacks. As Node does, nothing is written to a
 * connection that is gone or whose answer to an earlier request has begun.
 */
export function refuseUnparsable(options: UnparsableOptions) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // Node's own record of the answer under way on this connection, which it checks alike.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = UNPARSABLE[error.code ?? ""] ?? MALFORMED;
    options.log({ status, reason });
    const body = Buffer.from(message);
    const headers = {
      ...options.securityHeaders(),
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      "Cache-Control": "no-store",
      Connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n`), body]),
    );
  };
}
