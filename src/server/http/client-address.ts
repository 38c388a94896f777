import "server-only";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "proxy-addr";

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
 * Peers believed when they say, in X-Forwarded-For, whom they forwarded for: loopback, private
 * and link-local addresses, where a reverse proxy of the site's own sits.
 */
const trustedProxy = proxyAddr.compile(["loopback", "uniquelocal", "linklocal"]);

/**
 * Who sent a request: the connection's peer, unless that peer is a trusted proxy, in which
 * case the address that proxy recorded in X-Forwarded-For, and so on leftwards. A visitor who
 * connects directly cannot choose their address by sending the header, while a reverse proxy
 * in front of the site works without configuration. Entries that are not addresses are skipped.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  // proxy-addr reads only these two fields of a request.
  const request = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": chain.join(",") } };
  return proxyAddr(request as unknown as IncomingMessage, trustedProxy) ?? "unknown";
}
