import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { formatLongDate } from "@/lib/dates";
import { readContentVersion } from "../../blog/content-version";
import { insertPost } from "../../blog/posts";
import { listPublishedPosts, listUpcomingPublications } from "../../blog/published-posts";
import { contentStateReader } from "./content-state";
import { createPageCache } from "./page-cache";

/**
 * A scheduled post becomes public at its time in every server process, with nobody writing
 * (decision 191): each process's page cache learns the moment from the database once per content
 * version, and from then on compares it with the clock, never asking the database per request.
 * Two caches with their own state stand for two processes on one database; the clock is theirs.
 */

/**
 * The processes' clock: now, or past the agency's next midnight when the ten minutes the test
 * steps through would cross it, since a page rendered on another day is rendered again.
 */
const STEPPED_MS = 11 * 60_000;
let clock = Date.now();
if (formatLongDate(new Date(clock)) !== formatLongDate(new Date(clock + STEPPED_MS))) clock += STEPPED_MS;
const servers: http.Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** One process: its own content state, its own page cache, rendering the listing from the database. */
async function startProcess() {
  let scheduleReads = 0;
  const contentState = contentStateReader({
    readVersion: readContentVersion,
    loadChanges: async (now, limit) => {
      scheduleReads += 1;
      return (await listUpcomingPublications(new Date(now).toISOString(), limit)).map(Date.parse);
    },
    now: () => clock,
  });
  const cache = createPageCache({
    render: async () => {
      const { posts } = await listPublishedPosts({}, new Date(clock).toISOString());
      return {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: Buffer.from(`<ul>${posts.map((post) => `<li>${post.slug}</li>`).join("")}</ul>`),
      };
    },
    securityHeaders: () => ({}),
    maxBytes: 1024 * 1024,
    maxNotFoundBytes: 1024 * 1024,
    maxAgeMs: 24 * 60 * 60 * 1000,
    renderConcurrency: 2,
    maxQueuedRenders: 8,
    isAdmin: async () => false,
    admitQueryRender: () => true,
    admitRender: () => ({ admitted: true }),
    now: () => clock,
  });
  const server = http.createServer((request, response) => {
    void cache.serve(request, response, contentState).then((served) => {
      if (!served) response.writeHead(500).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scheduleReads: () => scheduleReads,
    async listing() {
      const response = await fetch(`${base}/blog`);
      return { cache: response.headers.get("x-page-cache"), body: await response.text() };
    },
  };
}

describe(`a scheduled post across processes (${process.env.TEST_DIALECT})`, () => {
  it("appears on every process at its time, without a write and without a query per request", async () => {
    await insertPost({
      slug: "already-public",
      title: "Already public",
      excerpt: "A post every process shows from the start.",
      cover: "/images/blog/cover.svg",
      author: "Marcos Silva",
      category: "SEO",
      content: "Body",
      published_at: new Date(clock - 60_000).toISOString(),
    });
    const due = clock + 10 * 60_000;
    await insertPost({
      slug: "scheduled-post",
      title: "Scheduled post",
      excerpt: "A post that becomes public ten minutes from now.",
      cover: "/images/blog/cover.svg",
      author: "Marcos Silva",
      category: "SEO",
      content: "Body",
      published_at: new Date(due).toISOString(),
    });
    const version = await readContentVersion();
    const [a, b] = [await startProcess(), await startProcess()];

    for (const process of [a, b]) {
      expect(await process.listing()).toEqual({ cache: "miss", body: "<ul><li>already-public</li></ul>" });
    }
    clock = due - 1;
    for (const process of [a, b]) {
      expect(await process.listing()).toEqual({ cache: "hit", body: "<ul><li>already-public</li></ul>" });
    }

    clock = due;
    for (const process of [a, b]) {
      const listing = await process.listing();
      expect(listing.cache).toBe("miss");
      expect(listing.body).toBe("<ul><li>scheduled-post</li><li>already-public</li></ul>");
      expect(await process.listing()).toMatchObject({ cache: "hit" });
    }

    expect(await readContentVersion()).toBe(version);
    expect([a.scheduleReads(), b.scheduleReads()]).toEqual([1, 1]);
  });
});
