import "server-only";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { coalesceReads } from "@/lib/coalesce-reads";
import { resolveClientAddress } from "./client-address";
import { readContentVersion } from "../blog/content-version";
import { createPageCache, type RenderedResponse } from "./page-cache/page-cache";
import { siteSecurityHeaders } from "./security-headers";

/**
 * The production server: Next.js's request handler behind the page cache. Requests the cache
 * does not take go straight to Next.js; a page the cache needs rendered is asked for from
 * Next.js over a second, loopback-only listener, so that one render can serve every request
 * waiting for it and no visitor's connection is tied to it.
 */

const PAGE_CACHE_BYTES = 48 * 1024 * 1024;
// Pages show today's date (legal pages) and this year (footer): renewed at least this often.
const PAGE_MAX_AGE_MS = 5 * 60 * 1000;
const RENDER_TIMEOUT_MS = 30_000;

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

function renderer(port: number) {
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
      request.setTimeout(RENDER_TIMEOUT_MS, () => request.destroy(new Error(`Rendering ${key} took too long`)));
      request.on("error", reject);
      request.end();
    });
}

export async function startSiteServer({ dir, port }: { dir: string; port: number }): Promise<SiteServer> {
  const { default: next } = await import("next");
  const app = next({ dev: false, dir, port, hostname: "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();

  const internal = http.createServer((request, response) => void handle(request, response));
  const internalAddress = await listen(internal, 0, "127.0.0.1");

  const cache = createPageCache({
    render: renderer(internalAddress.port),
    contentVersion: coalesceReads(readContentVersion),
    securityHeaders: (hashes) => siteSecurityHeaders({ hashes }),
    maxBytes: PAGE_CACHE_BYTES,
    maxAgeMs: PAGE_MAX_AGE_MS,
    onError: (message, error) => console.error(message, error),
  });

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
  const address = await listen(server, port);

  return {
    url: `http://localhost:${address.port}`,
    close: async () => {
      await Promise.all([close(server), close(internal)]);
      await app.close();
    },
  };
}
