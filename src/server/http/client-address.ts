import "server-only";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";
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
