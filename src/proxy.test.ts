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

describe("the newsletter's links", () => {
  it("sends a POST to a link's page, as a one-click unsubscribe makes it, to the link's endpoint", async () => {
    const { proxy } = await load("https://www.example.com");
    const post = (path: string) =>
      proxy(
        new NextRequest(`https://www.example.com${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const rewritten = await post("/newsletter/unsubscribe?token=1.2.abc");
    expect(rewritten.headers.get("x-middleware-rewrite")).toBe(
      "https://www.example.com/api/newsletter/unsubscribe?token=1.2.abc",
    );
    expect(rewritten.headers.get("content-security-policy")).toBeTruthy();
    expect((await post("/newsletter/confirm?token=x")).headers.get("x-middleware-rewrite")).toBe(
      "https://www.example.com/api/newsletter/confirm?token=x",
    );
    // A GET shows the page; other paths are left alone.
    const page = await proxy(new NextRequest("https://www.example.com/newsletter/unsubscribe?token=1.2.abc"));
    expect(page.headers.get("x-middleware-rewrite")).toBeNull();
    expect((await post("/contact")).headers.get("x-middleware-rewrite")).toBeNull();
  });
});
