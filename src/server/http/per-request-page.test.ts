import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { STAMP_FIELD } from "@/lib/lead-forms";
import type { ContentState } from "./page-cache/content-state";
import type { RenderedResponse } from "./page-cache/page-cache";
import { type PerRequestPagesOptions, createPerRequestPages } from "./per-request-page";

/** Renders like Next.js does a lead form's page: a stamp in the form and in the page's data, a nonce on its scripts. */
function application() {
  const renders: { key: string; headers: IncomingHttpHeaders }[] = [];
  return {
    renders,
    async render(key: string, headers: IncomingHttpHeaders): Promise<RenderedResponse> {
      renders.push({ key, headers });
      const n = renders.length;
      const stamp = `1700000000000.render${n}stamp-aaaaaaaaaa.signature${n}`;
      const nonce = `render${n}nonce+/==`;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {
        status: 200,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": `script-src 'self' 'nonce-${nonce}'`,
          "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        },
        body: Buffer.from(
          `<html><body><p>render ${n} of ${key}, from ${headers.referer ?? "nowhere"}</p>` +
            `<form><input type="hidden" name="${STAMP_FIELD}" value="${stamp}"/></form>` +
            `<script nonce="${nonce}">self.__next_f.push([1,"{\\"stamp\\":\\"${stamp}\\",\\"nonce\\":\\"${nonce}\\"}"])</script>` +
            `</body></html>`,
        ),
      };
    },
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(overrides: Partial<PerRequestPagesOptions> = {}) {
  const app = application();
  let stamps = 0;
  let version = 1;
  const state = async (): Promise<ContentState> => ({ version, changesAt: [], knownUntil: Infinity });
  const pages = createPerRequestPages({
    render: app.render,
    issueStamp: async (path) => `1700000000001.fresh${++stamps}stamp-for${path.replace(/\W/g, "")}.sig`,
    visitorHeaders: (request) =>
      request.headers.cookie ? { "cross-origin-opener-policy": "same-origin" } : ({} as Record<string, string>),
    siteUrl: "https://resgatar.example",
    admitRender: () => ({ admitted: true }),
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    ...overrides,
  });
  const server = http.createServer((request, response) => void pages.serve(request, response, state));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      http
        .request(base + path, { headers }, async (response) => {
          const chunks: Buffer[] = [];
          for await (const chunk of response) chunks.push(chunk as Buffer);
          resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString() });
        })
        .on("error", reject)
        .end();
    });
  return { app, get, setVersion: (v: number) => (version = v) };
}

const stampsIn = (text: string) => [...text.matchAll(/\d{13}\.[\w-]+\.\w+/g)].map((m) => m[0]);
const noncesIn = (text: string) => [...text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);

describe("per-request pages", () => {
  it("100 requests for /contact cost 1 render: each answer has its own stamp and nonce, everywhere in the page", async () => {
    const site = await serve();
    const answers = await Promise.all(Array.from({ length: 100 }, () => site.get("/contact")));
    expect(site.app.renders).toHaveLength(1);
    const stamps = new Set<string>();
    const nonces = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const [stamp, ...sameStamp] = stampsIn(answer.text);
      expect(sameStamp).toEqual([stamp]);
      stamps.add(stamp!);
      const [nonce] = noncesIn(answer.text);
      expect(answer.text).toContain(`\\"nonce\\":\\"${nonce}\\"`);
      expect(answer.headers["content-security-policy"]).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.add(nonce!);
      expect(answer.text).not.toContain("render1stamp");
      expect(answer.text).not.toContain("render1nonce");
    }
    expect(stamps.size).toBe(100);
    expect(nonces.size).toBe(100);
    expect((await site.get("/contact")).headers["x-page-template"]).toBe("hit");
  });

  it("renders apart what the page shows differently: another address, a visit from another site, a new content version", async () => {
    const site = await serve();
    // Visitors coming from any page of this site get the same page.
    await site.get("/contact", { referer: "https://resgatar.example/seo" });
    await site.get("/contact", { referer: "https://resgatar.example/blog/some-post" });
    expect(site.app.renders).toHaveLength(1);
    await site.get("/contact?service=seo", { referer: "https://resgatar.example/seo" });
    const fromGoogle = await site.get("/contact", { referer: "https://www.google.com/" });
    expect(fromGoogle.text).toContain("from https://www.google.com/");
    await site.get("/contact", { referer: "https://www.google.com/search?q=plumber+marketing" });
    expect(site.app.renders).toHaveLength(3);
    site.setVersion(2);
    await site.get("/contact", { referer: "https://resgatar.example/seo" });
    expect(site.app.renders).toHaveLength(4);
  });

  it("renders without the visitor's cookies, and adds what depends on them to each answer", async () => {
    const site = await serve();
    const signedIn = await site.get("/contact", { cookie: "session=abc" });
    expect(site.app.renders[0]!.headers.cookie).toBeUndefined();
    expect(signedIn.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect((await site.get("/contact")).headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("refuses a render past the client's budget with 429, and still fills the kept page for it", async () => {
    let budget = 1;
    const site = await serve({
      admitRender: () => (budget-- > 0 ? { admitted: true } : { admitted: false, retryAfterSeconds: 17 }),
    });
    expect((await site.get("/contact")).headers["x-page-template"]).toBe("miss");
    const refused = await site.get("/contact?service=seo");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("17");
    const kept = await site.get("/contact");
    expect(kept.status).toBe(200);
    expect(kept.headers["x-page-template"]).toBe("hit");
    expect(site.app.renders).toHaveLength(1);
  });
});
