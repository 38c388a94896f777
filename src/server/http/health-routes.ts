import type { IncomingMessage, ServerResponse } from "node:http";
import { type Readiness, withinTimeout } from "../ops/health";
import { forwardingWarning } from "./client-address";

/**
 * /healthz (the process answers) and /readyz (it can serve: see ops/health.ts), answered by the
 * site server before the page cache and Next.js, so that they answer even while Next.js is
 * busy, and are never cached, rate limited or logged as a page not found.
 */

export type HealthCheck = "live" | "ready";

/** Which check a request asks for, if any: GET or HEAD of the exact path, any query. */
export function healthCheckOf(request: IncomingMessage): HealthCheck | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const path = (request.url ?? "").split("?")[0];
  if (path === "/healthz") return "live";
  if (path === "/readyz") return "ready";
  return undefined;
}

/** What /readyz found, for the site's admin: the readiness checks' and this process's own notices. */
function details(body: Record<string, unknown>): Record<string, unknown> {
  const proxy = forwardingWarning();
  return proxy ? { ...body, proxy: { warning: proxy } } : body;
}

/**
 * What /readyz found (the schema version, the outbox's backlog, why it is not ready, a proxy
 * TRUST_PROXY does not name) is for the site's admin; anyone else, a load balancer included,
 * gets the status alone. `mayReadDetails` is asked only of /readyz, and a failure or a slow
 * answer counts as no.
 */
export async function answerHealthCheck(
  check: HealthCheck,
  request: IncomingMessage,
  response: ServerResponse,
  readiness: () => Promise<Readiness>,
  securityHeaders: Record<string, string>,
  mayReadDetails: (request: IncomingMessage) => Promise<boolean>,
): Promise<void> {
  const { ready, body } =
    check === "live"
      ? { ready: true, body: { status: "ok" } }
      : await Promise.all([readiness(), withinTimeout(mayReadDetails(request)).catch(() => false)]).then(
          ([{ ready, body }, admin]) => ({ ready, body: admin ? details(body) : { status: body.status } }),
        );
  const json = Buffer.from(JSON.stringify(body));
  response.writeHead(ready ? 200 : 503, {
    ...securityHeaders,
    "Content-Type": "application/json",
    "Content-Length": json.length,
    "Cache-Control": "no-store",
  });
  response.end(request.method === "HEAD" ? undefined : json);
}
