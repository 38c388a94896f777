import { createHash } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentState } from "./content-state";
import { chooseEncoding, createPageCache, type PageCacheOptions, type RenderedResponse } from "./page-cache";

const INLINE_SCRIPT = "self.__next_f.push([1])";
const scriptHash = `sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}`;

/** Renders like Next.js does: a numbered page with a nonce on its inline script. */
function application() {
  const renders: { key: string; headers: IncomingHttpHeaders }[] = [];
  let respond = (key: string): RenderedResponse => {
    const number = renders.length - 1;
    const nonce = `nonce${number}`;
    return {
      status: key.includes("missing") ? 404 : 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
        "x-content-type-options": "nosniff",
        "x-nextjs-cache": "HIT",
      },
      body: Buffer.from(
        `<html><body><p>render ${number} of ${key}</p>` +
          `<script nonce="${nonce}">${INLINE_SCRIPT}</script><script src="/_next/static/app.js" async></script></body></html>`,
      ),
    };
  };
  let gate: Promise<void> | undefined;
  return {
    renders,
    setResponse(next: typeof respond) {
      respond = next;
    },
    /** Renders wait for this before they answer. */
    holdRenders(until: Promise<void>) {
      gate = until;
    },
    async render(key: string, headers: IncomingHttpHeaders): Promise<RenderedResponse> {
      renders.push({ key, headers });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await gate;
      return respond(key);
    },
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real HTTP server in front of the cache; what the cache does not take gets "passed". */
async function serve({
  contentState,
  ...overrides
}: Partial<PageCacheOptions> & { contentState?: () => Promise<ContentState> } = {}) {
  const app = application();
  let version = 1;
  let changesAt: number[] = [];
  let clock = 1_000_000;
  const state = contentState ?? (async () => ({ version, changesAt, knownUntil: Infinity }));
  const cache = createPageCache({
    render: app.render,
    securityHeaders: (hashes) => ({
      "Content-Security-Policy": `script-src 'self' ${hashes.map((h) => `'${h}'`).join(" ")}`,
    }),
    maxBytes: 1024 * 1024,
    maxNotFoundBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    renderConcurrency: 4,
    maxQueuedRenders: 32,
    isAdmin: async () => true,
    admitQueryRender: () => true,
    admitRender: () => ({ admitted: true }),
    now: () => clock,
    ...overrides,
  });
  const server = http.createServer((request, response) => {
    void cache.serve(request, response, state).then((served) => {
      if (!served) response.writeHead(299, { "content-type": "text/plain" }).end("passed");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    cache,
    base,
    setVersion: (v: number) => (version = v),
    /** Moments at which content changes with no write: scheduled posts becoming public. */
    setChanges: (moments: number[]) => (changesAt = moments),
    now: () => clock,
    advance: (ms: number) => (clock += ms),
    get: (path: string, headers: Record<string, string> = {}, method = "GET") => request(base + path, headers, method),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  cache(): string | undefined;
}

/** A plain HTTP request, with exactly the headers given (fetch adds its own to some). */
function request(url: string, headers: Record<string, string>, method: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body,
          text: () => body.toString(),
          cache: () => response.headers["x-page-cache"] as string | undefined,
        });
      })
      .on("error", reject)
      .end();
  });
}

describe("page cache", () => {
  it("renders a page once and serves the stored copy afterwards", async () => {
    const site = await serve();
    const first = await site.get("/about");
    expect(first.cache()).toBe("miss");
    const firstText = first.text();
    const second = await site.get("/about");
    expect(second.cache()).toBe("hit");
    expect(second.text()).toBe(firstText);
    expect(site.app.renders).toHaveLength(1);
  });

  it("serves a stored page with a policy of its script hashes instead of the rendering's nonce", async () => {
    const site = await serve();
    await site.get("/about");
    const response = await site.get("/about");
    const policy = String(response.headers["content-security-policy"] ?? "");
    expect(policy).toContain(`'${scriptHash}'`);
    expect(policy).not.toContain("nonce");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-nextjs-cache"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("renders once for any number of requests that arrive together", async () => {
    const site = await serve();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => site.get("/services").then((r) => r.text())));
    expect(new Set(bodies).size).toBe(1);
    expect(site.app.renders).toHaveLength(1);
  });

  it("renders again once the content version has changed", async () => {
    const site = await serve();
    await site.get("/blog/post");
    site.setVersion(2);
    const response = await site.get("/blog/post");
    expect(response.cache()).toBe("miss");
    expect(response.text()).toContain("render 1 of /blog/post");
    expect(site.app.renders).toHaveLength(2);
  });

  it("renders again at the moment a scheduled post becomes public, with no write", async () => {
    const site = await serve();
    site.setChanges([site.now() + 10_000, site.now() + 20_000]);
    await site.get("/blog");
    site.advance(9_999);
    expect((await site.get("/blog")).cache()).toBe("hit");
    site.advance(1);
    const due = await site.get("/blog");
    expect(due.cache()).toBe("miss");
    expect(due.text()).toContain("render 1 of /blog");
    // The copy rendered after the first moment lasts until the second.
    site.advance(9_999);
    expect((await site.get("/blog")).cache()).toBe("hit");
    site.advance(1);
    expect((await site.get("/blog")).cache()).toBe("miss");
    expect(site.app.renders).toHaveLength(3);
  });

  it("does not serve a copy from before a scheduled moment while renders queue", async () => {
    const site = await serve({ renderConcurrency: 1 });
    site.setChanges([site.now() + 10_000]);
    await site.get("/blog");
    site.advance(10_000);
    let release!: () => void;
    site.app.holdRenders(new Promise<void>((resolve) => (release = resolve)));
    const other = site.get("/about");
    await expect.poll(() => site.app.renders.length).toBe(2);
    const blog = site.get("/blog");
    await expect.poll(() => site.cache.queuedRenders()).toBe(1);
    release();
    expect((await blog).text()).toContain("render 2 of /blog");
    expect((await other).status).toBe(200);
  });

  it("does not hand a render begun before a scheduled moment to a request after it", async () => {
    const site = await serve();
    site.setChanges([site.now() + 10_000]);
    let release!: () => void;
    site.app.holdRenders(new Promise<void>((resolve) => (release = resolve)));
    const before = site.get("/blog");
    await expect.poll(() => site.app.renders.length).toBe(1);
    site.advance(10_000);
    const after = site.get("/blog");
    // The later request renders for itself rather than wait for the earlier render.
    await expect.poll(() => site.app.renders.length).toBe(2);
    release();
    expect((await before).status).toBe(200);
    expect((await after).status).toBe(200);
  });

  it("leaves the signed-in admin's articles to the application: they may be previews", async () => {
    const site = await serve({ isAdmin: async (headers) => headers.cookie === "admin" });
    expect((await site.get("/blog/draft-post", { cookie: "admin" })).text()).toBe("passed");
    expect((await site.get("/blog/draft-post", { cookie: "visitor" })).status).toBe(200);
    expect((await site.get("/blog/draft-post", { cookie: "admin" })).text()).toBe("passed");
    // Other pages are the same for the admin as for everyone.
    await site.get("/about", { cookie: "admin" });
    expect((await site.get("/about", { cookie: "admin" })).cache()).toBe("hit");
    expect(site.app.renders.map((r) => r.key)).toEqual(["/blog/draft-post", "/about"]);
  });

  it("serves an aged page once more while it renders a fresh copy", async () => {
    const site = await serve();
    await site.get("/privacy-policy");
    site.advance(61_000);
    const stale = await site.get("/privacy-policy");
    expect(stale.cache()).toBe("stale");
    expect(stale.text()).toContain("render 0");
    await expect.poll(async () => (await site.get("/privacy-policy")).text()).toContain("render 1");
    expect(site.app.renders).toHaveLength(2);
  });

  it("renders afresh for the admin's hard reload and keeps that copy", async () => {
    const site = await serve();
    await site.get("/about");
    const reloaded = await site.get("/about", { "cache-control": "no-cache", cookie: "admin" });
    expect(reloaded.cache()).toBe("miss");
    expect(reloaded.text()).toContain("render 1");
    expect((await site.get("/about")).text()).toContain("render 1");
    await site.get("/about", { pragma: "no-cache", cookie: "admin" });
    expect(site.app.renders).toHaveLength(3);
    // A normal reload (max-age=0) is answered from the cache, with a validator.
    await site.get("/about", { "cache-control": "max-age=0" });
    expect(site.app.renders).toHaveLength(3);
  });

  it("serves a hard reload from memory unless the site lets that request force a render", async () => {
    const site = await serve({ isAdmin: async (headers) => headers.cookie === "admin" });
    await site.get("/about");
    expect((await site.get("/about", { "cache-control": "no-cache" })).cache()).toBe("hit");
    expect(site.app.renders).toHaveLength(1);
    expect((await site.get("/about", { "cache-control": "no-cache", cookie: "admin" })).cache()).toBe("miss");
    expect(site.app.renders).toHaveLength(2);
  });

  it("refuses a new search past the client's allowance with 429, and still serves stored ones", async () => {
    let admitted = true;
    const site = await serve({ admitQueryRender: () => admitted });
    expect((await site.get("/blog?search=seo")).status).toBe(200);
    admitted = false;
    const refused = await site.get("/blog?search=ppc");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect((await site.get("/blog?search=seo")).cache()).toBe("hit");
    expect((await site.get("/about")).status).toBe(200);
    expect(site.app.renders.map((r) => r.key)).toEqual(["/blog?search=seo", "/about"]);
  });

  it("refuses a client's 61st render in a minute with 429, and still serves it stored pages", async () => {
    const budget = { left: 60 };
    const site = await serve({
      admitRender: () => (budget.left-- > 0 ? { admitted: true } : { admitted: false, retryAfterSeconds: 42 }),
    });
    for (let i = 0; i < 60; i++) expect((await site.get(`/blog/random-${i}`)).cache()).toBe("miss");
    const refused = await site.get("/blog/random-60");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("42");
    expect(refused.text()).toBe("Too many pages requested. Please try again in a minute.");
    expect((await site.get("/blog/random-0")).cache()).toBe("hit");
    // The admin's hard reload is never refused.
    expect((await site.get("/services", { "cache-control": "no-cache", cookie: "admin" })).cache()).toBe("miss");
    expect(site.app.renders).toHaveLength(61);
  });

  it("counts one render against the client that starts it, not the requests that wait for it", async () => {
    let asked = 0;
    const site = await serve({
      admitRender: () => {
        asked++;
        return { admitted: true };
      },
    });
    await Promise.all(Array.from({ length: 20 }, () => site.get("/services")));
    expect(site.app.renders).toHaveLength(1);
    expect(asked).toBe(1);
  });

  it("bounds the renders in flight: past the queue a request gets 503, a stored page its copy", async () => {
    const site = await serve({ renderConcurrency: 1, maxQueuedRenders: 1 });
    await site.get("/privacy-policy");
    site.advance(61_000);
    let release!: () => void;
    site.app.holdRenders(new Promise<void>((resolve) => (release = resolve)));
    const first = site.get("/blog?search=one");
    const second = site.get("/blog?search=two");
    await expect.poll(() => site.cache.queuedRenders()).toBe(1);
    // One render runs and one waits: a third new page is refused, the stored page is served.
    const third = await site.get("/blog?search=three");
    expect(third.status).toBe(503);
    expect(third.headers["retry-after"]).toBe("5");
    const stored = await site.get("/privacy-policy");
    expect(stored.cache()).toBe("stale");
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("keeps not-found pages apart, so a flood of unknown addresses never pushes out a real page", async () => {
    const site = await serve({ maxBytes: 2048, maxNotFoundBytes: 2048 });
    await site.get("/about");
    for (let i = 0; i < 20; i++) expect((await site.get(`/blog/missing-${i}`)).status).toBe(404);
    expect((await site.get("/about")).cache()).toBe("hit");
    expect(site.cache.size()).toBeLessThanOrEqual(4096);
  });

  it("renders every request afresh in development, under the same key", async () => {
    const site = await serve({ renderEveryRequest: true });
    await site.get("/blog?search=seo&utm_source=mail");
    const again = await site.get("/blog?search=seo");
    expect(again.cache()).toBe("miss");
    expect(String(again.headers["content-security-policy"])).toContain(`'${scriptHash}'`);
    expect(site.app.renders.map((r) => r.key)).toEqual(["/blog?search=seo", "/blog?search=seo"]);
  });

  it("renders again on the next day, without serving the old day's page", async () => {
    const site = await serve();
    await site.get("/privacy-policy");
    site.advance(24 * 60 * 60 * 1000);
    const nextDay = await site.get("/privacy-policy");
    expect(nextDay.cache()).toBe("miss");
    expect(nextDay.text()).toContain("render 1");
  });

  it("keys pages by path and only the query parameters the page reads", async () => {
    const site = await serve();
    await site.get("/blog?search=seo&utm_source=mail");
    await site.get("/blog?utm_source=other&search=seo");
    await site.get("/blog?search=ppc");
    await site.get("/about?utm_source=mail");
    expect(site.app.renders.map((r) => r.key)).toEqual(["/blog?search=seo", "/blog?search=ppc", "/about"]);
  });

  it("leaves everything else to the application", async () => {
    const site = await serve();
    for (const path of ["/contact", "/local-business-audit", "/admin", "/login", "/api/contact", "/images/a.svg"]) {
      expect((await site.get(path)).text(), path).toBe("passed");
    }
    expect((await site.get("/about", { rsc: "1" })).text()).toBe("passed");
    expect((await site.get("/about", {}, "POST")).text()).toBe("passed");
    expect(site.app.renders).toHaveLength(0);
  });

  it("answers a matching validator with 304 and no body", async () => {
    const site = await serve();
    const etag = String((await site.get("/about")).headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await site.get("/about", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text()).toBe("");
    expect((await site.get("/about", { "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("sends Brotli or gzip as the request accepts, each the same page", async () => {
    const site = await serve();
    const plain = (await site.get("/about")).text();
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const response = await site.get("/about", { "accept-encoding": accept });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(decode(response.body).toString()).toBe(plain);
    }
  });

  it("sends the security headers with every stored response, a feed as much as a page", async () => {
    const site = await serve();
    site.app.setResponse(() => ({
      status: 200,
      headers: { "content-type": "application/xml", "content-security-policy": "script-src 'nonce-x'" },
      body: Buffer.from("<urlset/>"),
    }));
    await site.get("/sitemap.xml");
    const stored = await site.get("/sitemap.xml");
    expect(stored.cache()).toBe("hit");
    expect(stored.headers["content-security-policy"]).toMatch(/^script-src 'self'/);
    expect(stored.headers["content-security-policy"]).not.toContain("nonce");
  });

  it("stores a 404 page too, with its status", async () => {
    const site = await serve();
    expect((await site.get("/blog/missing")).status).toBe(404);
    const again = await site.get("/blog/missing");
    expect(again.status).toBe(404);
    expect(again.cache()).toBe("hit");
  });

  it("does not store what differs per visitor or failed, and renders it for every request", async () => {
    const site = await serve();
    site.app.setResponse(() => ({
      status: 200,
      headers: { "content-type": "text/html", "set-cookie": ["session=1"], "content-security-policy": "x" },
      body: Buffer.from("<p>personal</p>"),
    }));
    const responses = await Promise.all([site.get("/about"), site.get("/about")]);
    const texts = responses.map((r) => r.text());
    // The request that caused the render gets it as rendered; the other goes to the application.
    expect(texts.sort()).toEqual(["<p>personal</p>", "passed"]);
    expect(responses.find((r) => r.status === 200)?.headers["set-cookie"]).toEqual(["session=1"]);
    expect((await site.get("/about")).text()).toBe("<p>personal</p>");

    site.app.setResponse(() => ({ status: 500, headers: { "content-type": "text/html" }, body: Buffer.from("oops") }));
    expect((await site.get("/services")).status).toBe(500);
    expect((await site.get("/services")).status).toBe(500);
    expect(site.app.renders).toHaveLength(4);
  });

  it("refuses to store a page whose scripts a hash cannot admit", async () => {
    const errors: string[] = [];
    const site = await serve({ onError: (message) => errors.push(message) });
    site.app.setResponse(() => ({
      status: 200,
      headers: { "content-type": "text/html" },
      body: Buffer.from('<script src="https://elsewhere.example/x.js"></script>'),
    }));
    await site.get("/about");
    await site.get("/about");
    expect(site.app.renders).toHaveLength(2);
    expect(errors[0]).toMatch(/cannot be admitted by hash/);
  });

  it("steps aside when the content version cannot be read", async () => {
    const site = await serve({
      contentState: async () => {
        throw new Error("database is down");
      },
    });
    expect((await site.get("/about")).text()).toBe("passed");
  });

  it("drops the least recently used pages beyond its memory budget", async () => {
    const measure = await serve();
    await measure.get("/seo");
    // Room for two pages of this size, not three.
    const site = await serve({ maxBytes: Math.floor(measure.cache.size() * 2.5) });
    await site.get("/seo");
    await site.get("/ppc");
    await site.get("/seo");
    await site.get("/about");
    expect(site.cache.size()).toBeLessThanOrEqual(measure.cache.size() * 2.5);
    // /ppc was the least recently used; /seo was used again.
    expect((await site.get("/seo")).cache()).toBe("hit");
    expect((await site.get("/about")).cache()).toBe("hit");
    expect((await site.get("/ppc")).cache()).toBe("miss");
  });

  it("renders without the visitor's cookies, credentials or validators", async () => {
    const site = await serve();
    await site.get("/about", {
      cookie: "agency.session_token=secret",
      authorization: "Bearer x",
      "if-none-match": "x",
    });
    const { headers } = site.app.renders[0]!;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers["if-none-match"]).toBeUndefined();
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
  });
});
