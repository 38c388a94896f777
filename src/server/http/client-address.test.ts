import { describe, expect, it } from "vitest";
import { clientIp, rateLimitSubject, resolveClientAddress, trustFunction } from "./client-address";

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
