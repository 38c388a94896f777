import { EventEmitter, once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { type PageViewCount, addPageViews } from "./page-views";
import { createViewCounter } from "./view-counter";

/**
 * The view counter on a real HTTP server, as the site server uses it: every request is watched,
 * and the server answers as the site would (a page, a 404, the router's data, a feed).
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// 17:00 UTC on March 2 is 10 AM in Utah.
const MORNING = Date.parse("2026-03-02T17:00:00Z");

async function site(counter: ReturnType<typeof createViewCounter>) {
  const answered = new EventEmitter();
  const server = http.createServer((request, response) => {
    counter.watch(request, response);
    // After the counter's own listener: once this runs, the view is counted.
    response.once("finish", () => answered.emit("finish"));
    const path = request.url!.split("?")[0]!;
    if (request.headers["if-none-match"] === '"v1"') return response.writeHead(304).end();
    if (request.headers.rsc) return response.writeHead(200, { "content-type": "text/x-component" }).end("0:{}");
    if (path === "/blog/missing" || path === "/no-such-page") {
      return response.writeHead(404, { "content-type": "text/html" }).end();
    }
    if (path === "/blog/rss.xml") return response.writeHead(200, { "content-type": "application/rss+xml" }).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>page</p>");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Resolves once the server has finished its answer. */
    async get(path: string, headers: Record<string, string> = {}, method = "GET") {
      const finished = once(answered, "finish");
      await fetch(base + path, { method, headers: { "user-agent": BROWSER, ...headers } }).then((r) => r.arrayBuffer());
      await finished;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const opened: { close(): Promise<unknown> }[] = [];
afterAll(async () => {
  for (const server of opened) await server.close();
});

/** A counter writing into a list, and told of errors into another. */
async function counter(
  write: (counts: PageViewCount[]) => Promise<void>,
  { maxPending = 100, now = () => MORNING } = {},
) {
  const errors: string[] = [];
  const views = createViewCounter({
    write,
    everyMs: 60_000,
    maxPending,
    isStaff: (request) => String(request.headers.cookie ?? "").includes("session_token="),
    now,
    onError: (message) => errors.push(message),
  });
  const server = await site(views);
  opened.push(server);
  return { views, server, errors };
}

describe(`the view counter (${process.env.TEST_DIALECT})`, () => {
  it("counts pages answered with HTML or as unchanged, on the agency's day, and nothing else", async () => {
    const written: PageViewCount[][] = [];
    const { views, server } = await counter(async (counts) => void written.push(counts));
    await server.get("/");
    await server.get("/seo?utm_source=newsletter&gclid=abc");
    await server.get("/seo", { "if-none-match": '"v1"' });
    await server.get("/blog/utah-ppc-agency-guide");
    await server.get("/contact");
    // Not views: a missing article, an address that is no page, a feed, a crawler, a script
    // without an agent, a prefetch, the router's data, a HEAD and a POST.
    await server.get("/blog/missing");
    await server.get("/no-such-page");
    await server.get("/blog/rss.xml");
    await server.get("/BLOG/Utah-PPC-Agency-Guide");
    await server.get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await server.get("/", { "user-agent": "" });
    await server.get("/about", { "sec-purpose": "prefetch" });
    await server.get("/about", { rsc: "1" });
    await server.get("/about", {}, "HEAD");
    await server.get("/contact", {}, "POST");
    // The admin previewing a draft, or reading the site signed in.
    await server.get("/blog/a-draft", { cookie: "agency.session_token=token.signature" });
    await views.flush();

    expect(written).toHaveLength(1);
    expect(written[0]!.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { day: "2026-03-02", path: "/", views: 1 },
      { day: "2026-03-02", path: "/blog/utah-ppc-agency-guide", views: 1 },
      { day: "2026-03-02", path: "/contact", views: 1 },
      { day: "2026-03-02", path: "/seo", views: 2 },
    ]);
    // Nothing new, nothing written.
    await views.flush();
    expect(written).toHaveLength(1);
  });

  it("holds a bounded batch: past its size a new page waits, and the drop is reported", async () => {
    const written: PageViewCount[][] = [];
    const { views, server, errors } = await counter(async (counts) => void written.push(counts), { maxPending: 2 });
    for (const path of ["/", "/seo", "/ppc", "/ppc", "/seo"]) await server.get(path);
    await views.flush();
    expect(written[0]!.map((row) => [row.path, row.views])).toEqual([
      ["/", 1],
      ["/seo", 2],
    ]);
    expect(errors).toEqual(["2 page views were not counted: the batch of page views was full."]);
  });

  it("keeps a batch whose write failed for the next, and writes it into the database then", async () => {
    let failing = true;
    const { views, server, errors } = await counter(async (counts) => {
      if (failing) throw new Error("database unreachable");
      await addPageViews(counts);
    });
    await server.get("/case-studies");
    await views.flush();
    expect(errors).toEqual(["Writing page views failed; they are kept for the next batch."]);
    failing = false;
    await server.get("/case-studies");
    await views.stop();
    expect(await getDb().selectFrom("page_views").selectAll().where("path", "=", "/case-studies").execute()).toEqual([
      { day: "2026-03-02", path: "/case-studies", views: 2 },
    ]);
  });

  it("moves to the next day at the agency's midnight", async () => {
    let now = Date.parse("2026-03-03T06:59:59Z");
    const written: PageViewCount[][] = [];
    const { views, server } = await counter(async (counts) => void written.push(counts), { now: () => now });
    await server.get("/about");
    now = Date.parse("2026-03-03T07:00:00Z");
    await server.get("/about");
    await views.stop();
    expect(written[0]).toEqual([
      { day: "2026-03-02", path: "/about", views: 1 },
      { day: "2026-03-03", path: "/about", views: 1 },
    ]);
  });
});
