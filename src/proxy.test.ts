import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The proxy and the page cache's headers, for a site configured with this address. */
async function load(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv("SITE_URL", siteUrl);
  const [{ proxy }, { siteSecurityHeaders }] = await Promise.all([
    import("./proxy"),
    import("./server/http/security-headers"),
  ]);
  return { proxy, siteSecurityHeaders };
}

afterEach(() => vi.unstubAllEnvs());

describe("security headers by site address", () => {
  it("sends HSTS for a year, from the proxy and with stored pages, when the site is https", async () => {
    const { proxy, siteSecurityHeaders } = await load("https://www.example.com");
    const response = await proxy(new NextRequest("https://www.example.com/contact"));
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(siteSecurityHeaders({ hashes: [] })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("sends no HSTS over plain http", async () => {
    const { proxy, siteSecurityHeaders } = await load("http://localhost:3000");
    const response = await proxy(new NextRequest("http://localhost:3000/contact"));
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(siteSecurityHeaders({ hashes: [] })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("gives each response a fresh nonce, and passes it to the page", async () => {
    const { proxy } = await load("http://localhost:3000");
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await proxy(new NextRequest("http://localhost:3000/contact"));
        return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      }),
    );
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
