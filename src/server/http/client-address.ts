import "server-only";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { remember } from "@epic-web/remember";
import proxyAddr from "proxy-addr";
import { LEAD_RATE_LIMIT } from "@/lib/lead-forms";
import type { TrustProxy } from "../config";

/**
 * The visitor's address as the site server resolved it (`resolveClientAddress`), which it
 * passes on as the only X-Forwarded-For entry.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || "unknown";
}

/**
 * Who is counted by the rate limits: the address, or for IPv6 its /64 network, which one
 * subscriber holds whole and may change addresses within at will.
 */
export function rateLimitSubject(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.)/i, "");
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The check proxy-addr applies to each hop, from the connection's peer leftwards. */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (!trust) return () => false;
  if ("hops" in trust) return (_address, hop) => hop < trust.hops;
  return proxyAddr.compile(trust.addresses);
}

/**
 * Who sent a request: the connection's peer, unless TRUST_PROXY names it a proxy, in which case
 * the address that proxy recorded in X-Forwarded-For, and so on leftwards for as many hops as
 * are trusted. By default nobody is trusted: a visitor cannot choose their address by sending
 * the header, whatever network they come from. Entries that are not addresses are skipped.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: (address: string, hop: number) => boolean,
): string {
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  // proxy-addr reads only these two fields of a request.
  const request = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": chain.join(",") } };
  return proxyAddr(request as unknown as IncomingMessage, trust) ?? "unknown";
}

/** The headers by which proxies say whom they forward for; the site reads the first alone. */
const FORWARDING_HEADERS = [
  ["x-forwarded-for", "X-Forwarded-For"],
  ["forwarded", "Forwarded"],
  ["x-real-ip", "X-Real-IP"],
] as const;

const SHARED_LIMITS =
  `all share one address's limits (${LEAD_RATE_LIMIT.limit} leads per ${LEAD_RATE_LIMIT.windowMs / 60_000} ` +
  "minutes on each form, for the whole site)";

/**
 * Why a request's forwarding headers were not believed, when they were not: its peer is not a
 * proxy TRUST_PROXY names, or it is but sends no X-Forwarded-For. Either way every visitor
 * behind that proxy counts as the proxy's address.
 */
function unbelievedForwarding(
  peer: string,
  headers: IncomingHttpHeaders,
  trust: (address: string, hop: number) => boolean,
  configured: boolean,
): string | undefined {
  const sent = FORWARDING_HEADERS.filter(([name]) => headers[name] !== undefined).map(([, shown]) => shown);
  if (sent.length === 0) return undefined;
  if (!trust(peer, 0)) {
    return (
      `Requests from ${peer} carry ${sent.join(", ")}, which the site does not believe: ` +
      `TRUST_PROXY ${configured ? `does not name ${peer}` : "is not set"}. Behind a proxy or load balancer ` +
      `every visitor then counts as ${peer}, and ${SHARED_LIMITS}: set TRUST_PROXY (README, "Behind a proxy"). ` +
      "With no proxy in front, a visitor sent these headers and this can be ignored."
    );
  }
  if (headers["x-forwarded-for"] !== undefined) return undefined;
  return (
    `The proxy at ${peer} sends ${sent.join(", ")} but no X-Forwarded-For, the only one the site reads: ` +
    `every visitor counts as ${peer}, and ${SHARED_LIMITS}. Have the proxy set X-Forwarded-For ` +
    '(README, "Behind a proxy").'
  );
}

// Process-wide: the site server's bundle says it, Next.js's (the admin dashboard) shows it.
const notice = remember("agency-site.forwarding-warning", () => ({ warning: undefined as string | undefined }));

/**
 * The site server's watch on forwarding headers it does not believe (decision 133): the first
 * such request is `warn`ed about, once per process, and the warning is kept for /readyz and the
 * admin dashboard. Later requests cost one flag check.
 */
export function watchForwarding(
  trustProxy: TrustProxy,
  warn: (warning: string) => void,
): (peer: string | undefined, headers: IncomingHttpHeaders) => void {
  const trust = trustFunction(trustProxy);
  let warned = false;
  return (peer, headers) => {
    if (warned) return;
    const warning = unbelievedForwarding(peer ?? "unknown", headers, trust, trustProxy !== undefined);
    if (!warning) return;
    warned = true;
    notice.warning = warning;
    warn(warning);
  };
}

/** What this process warned of about forwarding headers, if anything. */
export function forwardingWarning(): string | undefined {
  return notice.warning;
}
