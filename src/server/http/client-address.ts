import "server-only";
import { isIP } from "node:net";

/**
 * The visitor's address as the site server resolved it (`resolveClientAddress`), which it
 * passes on as the only X-Forwarded-For entry.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || "unknown";
}

/** Loopback, private and link-local addresses: where a reverse proxy of the site's own sits. */
function isTrustedProxy(address: string): boolean {
  const ip = address.replace(/^::ffff:(?=\d+\.)/i, "");
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  const lower = ip.toLowerCase();
  return lower === "::1" || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
}

/**
 * Who sent a request: the connection's peer, unless that peer is a proxy on a loopback or
 * private address, in which case the address that proxy recorded in X-Forwarded-For, and so
 * on leftwards. A visitor who connects directly cannot choose their address by sending the
 * header, while a reverse proxy in front of the site works without configuration.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const chain = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry.replace(/^::ffff:(?=\d+\.)/i, "")) !== 0);
  let address = peer ?? "unknown";
  while (isTrustedProxy(address) && chain.length > 0) address = chain.pop()!;
  return address;
}
