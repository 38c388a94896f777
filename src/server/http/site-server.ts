import "server-only";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { coalesceReads } from "@/lib/coalesce-reads";
import { resolveClientAddress } from "./client-address";
import { readContentVersion } from "../blog/content-version";
import { createPageCache, type RenderedResponse } from "./page-cache/page-cache";
import { siteSecurityHeaders } from "./security-headers";

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

export interface SiteServer {
  url: string;
  close(): Promise<void>;
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

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

function renderer(port: number, timeoutMs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  return (key: string, headers: IncomingHttpHeaders) =>
    new Promise<RenderedResponse>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: key, method: "GET", headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on("error", reject);
        },
      );
      // A render that never ends must not hold its waiting visitors: they go to Next.js directly.
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`Rendering ${key} took too long`)));
      request.on("error", reject);
      request.end();
    });
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
  const server = http.createServer((request, response) => {
    request.headers["x-forwarded-for"] = resolveClientAddress(
      request.socket.remoteAddress,
      request.headers["x-forwarded-for"],
    );
    cache.serve(request, response).then(
      (served) => {
        if (!served) void handle(request, response);
      },
      (error: unknown) => {
        console.error("The page cache failed to answer; the application answers directly.", error);
        if (!response.headersSent) void handle(request, response);
      },
    );
  });

  // Development's hot-reload socket stays open as long as the browser does and would hold close().
  const upgraded = new Set<Duplex>();
  if (dev) {
    server.on("upgrade", (_request, socket: Duplex) => {
      upgraded.add(socket);
      socket.once("close", () => upgraded.delete(socket));
    });
  }

  const { default: next } = await import("next");
  // Named so that development's hot-reload socket attaches here, not to the internal listener.
  const app = next({ dev, dir, port, hostname: "localhost", httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();

  const internal = http.createServer((request, response) => void handle(request, response));
  const internalAddress = await listen(internal, 0, "127.0.0.1");

  const cache = createPageCache({
    render: renderer(internalAddress.port, dev ? DEV_RENDER_TIMEOUT_MS : RENDER_TIMEOUT_MS),
    contentVersion: coalesceReads(readContentVersion),
    securityHeaders: (hashes) => siteSecurityHeaders({ hashes }),
    maxBytes: PAGE_CACHE_BYTES,
    maxAgeMs: PAGE_MAX_AGE_MS,
    renderEveryRequest: dev,
    onError: (message, error) => console.error(message, error),
  });

  const address = await listen(server, port);

  return {
    url: `http://localhost:${address.port}`,
    close: async () => {
      for (const socket of upgraded) socket.destroy();
      await Promise.all([close(server), close(internal)]);
      await app.close();
    },
  };
}
