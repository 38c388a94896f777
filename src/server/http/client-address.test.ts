import { describe, expect, it } from "vitest";
import {
  clientIp,
  forwardingWarning,
  rateLimitSubject,
  resolveClientAddress,
  trustFunction,
  watchForwarding,
} from "./client-address";

describe("clientIp", () => {
  it("reads the address the site server resolved", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to a shared bucket, never to a header the visitor could choose", () => {
    expect(clientIp(new Headers({ "x-real-ip": "192.0.2.9" }))).toBe("unknown");
  });
});

describe("resolveClientAddress", () => {
  const nobody = trustFunction(undefined);

  it("believes no X-Forwarded-For by default, from any peer, private ones included", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1", nobody)).toBe("203.0.113.7");
    expect(resolveClientAddress("2001:db8::7", "198.51.100.1", nobody)).toBe("2001:db8::7");
    // Docker Desktop, a LAN, Kubernetes: every visitor arrives from a private address.
    expect(resolveClientAddress("10.0.0.5", "6.6.6.6", nobody)).toBe("10.0.0.5");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6", nobody)).toBe("127.0.0.1");
  });

  it("with a hop count, takes exactly that many entries from the right", () => {
    const one = trustFunction({ hops: 1 });
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7", one)).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.2", undefined, one)).toBe("10.0.0.2");
    const two = trustFunction({ hops: 2 });
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2", two)).toBe("203.0.113.7");
  });

  it("with addresses, walks back only over the named proxies", () => {
    const ours = trustFunction({ addresses: ["loopback", "10.0.0.0/8"] });
    // The visitor forged the first entry; the load balancer (10.0.0.2) and nginx (127.0.0.1) are ours.
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2", ours)).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", ["6.6.6.6, 203.0.113.7", "10.0.0.2"], ours)).toBe("203.0.113.7");
    expect(resolveClientAddress("::ffff:127.0.0.1", "203.0.113.7", ours)).toBe("203.0.113.7");
    expect(resolveClientAddress("192.168.1.1", "6.6.6.6", ours)).toBe("192.168.1.1");
    expect(resolveClientAddress("172.32.0.1", "203.0.113.7", ours)).toBe("172.32.0.1");
  });

  it("skips entries that are not addresses", () => {
    const ours = trustFunction({ addresses: ["loopback"] });
    expect(resolveClientAddress("127.0.0.1", "unknown, <script>", ours)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, undefined, nobody)).toBe("unknown");
  });
});

describe("rateLimitSubject", () => {
  it("keeps IPv4 addresses and counts IPv6 clients by their /64 network", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});

describe("forwarding headers the site does not believe", () => {
  /** A watcher as the site server keeps one, and what it said. */
  function watcher(trust: Parameters<typeof watchForwarding>[0]) {
    const warnings: string[] = [];
    return { watch: watchForwarding(trust, (warning) => warnings.push(warning)), warnings };
  }

  it("says once, naming TRUST_PROXY, that a proxy's visitors all count as one address", () => {
    const { watch, warnings } = watcher(undefined);
    watch("10.0.0.2", { "x-forwarded-for": "203.0.113.7" });
    watch("10.0.0.2", { "x-forwarded-for": "198.51.100.4" });
    watch("10.0.0.3", { forwarded: "for=203.0.113.8" });
    expect(warnings).toEqual([
      "Requests from 10.0.0.2 carry X-Forwarded-For, which the site does not believe: TRUST_PROXY is not set. " +
        "Behind a proxy or load balancer every visitor then counts as 10.0.0.2, and all share one address's limits " +
        '(5 leads per 10 minutes on each form, for the whole site): set TRUST_PROXY (README, "Behind a proxy"). ' +
        "With no proxy in front, a visitor sent these headers and this can be ignored.",
    ]);
    expect(forwardingWarning()).toBe(warnings[0]);
  });

  it("names each forwarding header, and a proxy TRUST_PROXY leaves out", () => {
    const unset = watcher(undefined);
    unset.watch("192.168.1.9", { forwarded: "for=203.0.113.8", "x-real-ip": "203.0.113.8" });
    expect(unset.warnings[0]).toMatch(/^Requests from 192\.168\.1\.9 carry Forwarded, X-Real-IP, which the site/);
    const elsewhere = watcher({ addresses: ["10.0.0.0/8"] });
    elsewhere.watch("172.18.0.2", { "x-forwarded-for": "203.0.113.7" });
    expect(elsewhere.warnings[0]).toMatch(/: TRUST_PROXY does not name 172\.18\.0\.2\. Behind a proxy/);
  });

  it("says so when a trusted proxy sends another header than X-Forwarded-For", () => {
    const { watch, warnings } = watcher({ hops: 1 });
    watch("10.0.0.2", { "x-real-ip": "203.0.113.7" });
    expect(warnings).toEqual([
      "The proxy at 10.0.0.2 sends X-Real-IP but no X-Forwarded-For, the only one the site reads: every visitor " +
        "counts as 10.0.0.2, and all share one address's limits (5 leads per 10 minutes on each form, for the " +
        'whole site). Have the proxy set X-Forwarded-For (README, "Behind a proxy").',
    ]);
  });

  it("says nothing of requests without forwarding headers or from a proxy it believes", () => {
    const unset = watcher(undefined);
    unset.watch("203.0.113.7", {});
    const trusted = watcher({ addresses: ["loopback"] });
    trusted.watch("127.0.0.1", { "x-forwarded-for": "203.0.113.7", forwarded: "for=203.0.113.7" });
    expect([...unset.warnings, ...trusted.warnings]).toEqual([]);
  });
});
