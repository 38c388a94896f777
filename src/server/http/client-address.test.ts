import { describe, expect, it } from "vitest";
import { clientIp, resolveClientAddress } from "./client-address";

describe("clientIp", () => {
  it("reads the address the site server resolved", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to a shared bucket, never to a header the visitor could choose", () => {
    expect(clientIp(new Headers({ "x-real-ip": "192.0.2.9" }))).toBe("unknown");
  });
});

describe("resolveClientAddress", () => {
  it("ignores X-Forwarded-For from a visitor who connects directly", () => {
    expect(resolveClientAddress("203.0.113.7", "198.51.100.1")).toBe("203.0.113.7");
    expect(resolveClientAddress("2001:db8::7", "198.51.100.1")).toBe("2001:db8::7");
  });

  it("believes a reverse proxy on a loopback or private address", () => {
    expect(resolveClientAddress("127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("::ffff:127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("::1", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.5", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("172.20.1.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("192.168.1.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress("fd12:3456::1", "203.0.113.7")).toBe("203.0.113.7");
  });

  it("takes the nearest address no trusted proxy vouches for", () => {
    // The visitor forged the first entry; the load balancer (10.0.0.2) and nginx (127.0.0.1) are ours.
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2")).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", ["6.6.6.6, 203.0.113.7", "10.0.0.2"])).toBe("203.0.113.7");
  });

  it("keeps the farthest address when every hop is private", () => {
    expect(resolveClientAddress("127.0.0.1", "10.1.2.3")).toBe("10.1.2.3");
    expect(resolveClientAddress("127.0.0.1", undefined)).toBe("127.0.0.1");
  });

  it("skips entries that are not addresses", () => {
    expect(resolveClientAddress("127.0.0.1", "unknown, <script>")).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, undefined)).toBe("unknown");
  });

  it("does not treat public addresses next to private ranges as private", () => {
    expect(resolveClientAddress("172.32.0.1", "203.0.113.7")).toBe("172.32.0.1");
    expect(resolveClientAddress("11.0.0.1", "203.0.113.7")).toBe("11.0.0.1");
  });
});
