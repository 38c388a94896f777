import "server-only";
import { isIP } from "node:net";
import { LRUCache } from "lru-cache";
import proxyAddr from "proxy-addr";
import { rateLimitSubject } from "./client-address";

/**
 * A budget per client (its address, or its IPv6 /64), counted in this process's memory in a
 * bounded table, so that a flood of addresses cannot grow it: for work a client makes the
 * server do that costs too little to count in the database, which would turn each request into
 * a write. Each process counts its own.
 *
 * This machine itself (a loopback address) has no budget: it is a local script or check, or a
 * proxy in front of the site that TRUST_PROXY does not name, whose visitors would otherwise all
 * share one budget and be refused together.
 */
export interface ClientBudget {
  /** Counts one unit for `ip`; false once its budget for the current window is spent. */
  take(ip: string): boolean;
  /** Whole seconds until the window of `ip` ends (at least 1). */
  retryAfterSeconds(ip: string): number;
}

const isLoopback = proxyAddr.compile("loopback");

/** Clients remembered at once; past that the least recently seen is forgotten. */
const MAX_CLIENTS = 10_000;

export function createClientBudget({ limit, windowMs }: { limit: number; windowMs: number }): ClientBudget {
  // The window starts at a client's first unit and is not moved by the next ones.
  const counts = new LRUCache<string, number>({ max: MAX_CLIENTS, ttl: windowMs, noUpdateTTL: true });
  return {
    take(ip) {
      if (isIP(ip) !== 0 && isLoopback(ip, 0)) return true;
      const subject = rateLimitSubject(ip);
      const count = (counts.get(subject) ?? 0) + 1;
      counts.set(subject, count);
      return count <= limit;
    },
    retryAfterSeconds(ip) {
      const remaining = counts.getRemainingTTL(rateLimitSubject(ip));
      return Math.max(1, Math.ceil((Number.isFinite(remaining) && remaining > 0 ? remaining : windowMs) / 1000));
    },
  };
}
