import { describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import { listAuditLog } from "../auth/audit-log";
import { getDb } from "../db";
import { perContentVersion } from "../http/page-cache/content-state";
import { readContentVersion } from "./content-version";
import { insertPost, updatePost } from "./posts";
import { blogPageExists } from "./reader";
import { builtInArticles } from "@/content/blog";
import { redirectText } from "@/lib/redirects";
import { addManualRedirect, deleteRedirect, listRedirects, loadRedirects } from "./redirects";

const input = (slug: string): NewPost => ({
  slug,
  title: `Post ${slug}`,
  excerpt: "How a plumber gets found by neighbours who need one today.",
  cover: "/images/blog/plumbing.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "# Heading\n\nBody text that is long enough to be a real post.",
});

const admin = { account: "admin@example.com", ip: "203.0.113.9" };

async function rename(id: number, slug: string) {
  expect(await updatePost(id, input(slug), admin)).toMatchObject({ slug });
}

describe(`redirects (${process.env.TEST_DIALECT})`, () => {
  it("a renamed post's old address leads to the new one, and the admin's audit log says so", async () => {
    const post = await insertPost(input("redirect-old"));
    await rename(post.id, "redirect-new");
    expect((await loadRedirects()).get("/blog/redirect-old")).toBe("/blog/redirect-new");
    const { entries } = await listAuditLog();
    expect(entries.find((entry) => entry.action === "redirect-added")).toMatchObject({
      actor: admin.account,
      text: "Redirect added",
      objectLabel: "/blog/redirect-old → /blog/redirect-new (automatic)",
    });
  });

  it("an edit that keeps the slug adds no redirect", async () => {
    const post = await insertPost(input("redirect-same"));
    await rename(post.id, "redirect-same");
    expect([...(await loadRedirects()).keys()]).not.toContain("/blog/redirect-same");
  });

  it("collapses chains: A→B then B→C leaves A→C and B→C", async () => {
    const post = await insertPost(input("chain-a"));
    await rename(post.id, "chain-b");
    await rename(post.id, "chain-c");
    const map = await loadRedirects();
    expect(map.get("/blog/chain-a")).toBe("/blog/chain-c");
    expect(map.get("/blog/chain-b")).toBe("/blog/chain-c");
  });

  it("renaming back to an old slug drops that redirect instead of making a loop", async () => {
    const post = await insertPost(input("loop-a"));
    await rename(post.id, "loop-b");
    await rename(post.id, "loop-c");
    await rename(post.id, "loop-a");
    const map = await loadRedirects();
    expect(map.has("/blog/loop-a")).toBe(false);
    expect(map.get("/blog/loop-b")).toBe("/blog/loop-a");
    expect(map.get("/blog/loop-c")).toBe("/blog/loop-a");
  });

  it("a new post at an address a renamed post left behind takes the address back", async () => {
    const post = await insertPost(input("reused-a"));
    await rename(post.id, "reused-b");
    expect((await loadRedirects()).get("/blog/reused-a")).toBe("/blog/reused-b");
    await insertPost(input("reused-a"));
    expect((await loadRedirects()).has("/blog/reused-a")).toBe(false);
  });

  it("stores paths as a browser sends them, so a redirect from or to /café matches and fits in a header", async () => {
    expect(await addManualRedirect({ from: "/café", to: "/blog/日本" }, blogPageExists, admin)).toEqual({ ok: true });
    expect((await loadRedirects()).get("/caf%C3%A9")).toBe("/blog/%E6%97%A5%E6%9C%AC");
  });

  it("a second process's map sees a redirect once the content version has moved", async () => {
    const post = await insertPost(input("process-old"));
    const firstMap = perContentVersion(loadRedirects);
    const secondMap = perContentVersion(loadRedirects);
    const first = async () => firstMap(await readContentVersion());
    const second = async () => secondMap(await readContentVersion());
    expect((await first()).has("/blog/process-old")).toBe(false);
    expect((await second()).has("/blog/process-old")).toBe(false);
    const before = await readContentVersion();
    await rename(post.id, "process-new");
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect((await second()).get("/blog/process-old")).toBe("/blog/process-new");
    expect((await first()).get("/blog/process-old")).toBe("/blog/process-new");
  });

  it("reads the redirects again only when the content version moves", async () => {
    let loads = 0;
    const byVersion = perContentVersion(() => {
      loads += 1;
      return loadRedirects();
    });
    const map = async () => byVersion(await readContentVersion());
    await map();
    await map();
    expect(loads).toBe(1);
    const post = await insertPost(input("reload-once"));
    await map();
    expect(loads).toBe(2);
    expect(post.id).toBeGreaterThan(0);
  });

  it("adds a manual redirect from an old-site address, normalised, and deletes it, both in the audit log", async () => {
    expect(
      await addManualRedirect({ from: " /old-site/services.html/?ref=x ", to: "/services" }, blogPageExists, admin),
    ).toEqual({
      ok: true,
    });
    const row = (await listRedirects()).find((redirect) => redirect.from === "/old-site/services.html");
    expect(row).toMatchObject({ to: "/services", kind: "manual" });
    expect(
      await addManualRedirect({ from: "/partner", to: "https://partner.example.com/page" }, blogPageExists, admin),
    ).toEqual({
      ok: true,
    });
    expect(await deleteRedirect(row?.id ?? 0, admin)).toBe(true);
    expect(await deleteRedirect(row?.id ?? 0, admin)).toBe(false);
    expect((await loadRedirects()).has("/old-site/services.html")).toBe(false);
    const actions = (await listAuditLog()).entries.map((entry) => `${entry.text}: ${entry.objectLabel}`);
    expect(actions).toContain("Redirect added: /old-site/services.html → /services");
    expect(actions).toContain("Redirect deleted: /old-site/services.html → /services");
  });

  it.each([
    [{ from: "old-page", to: "/" }, { from: redirectText.fromNotPath }],
    [{ from: "https://example.com/old", to: "/" }, { from: redirectText.fromNotPath }],
    [{ from: "//evil.example/x", to: "/" }, { from: redirectText.fromNotPath }],
    [{ from: `/${"a".repeat(600)}`, to: "/" }, { from: redirectText.fromTooLong }],
    [{ from: "/services/", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/admin/blogs", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/api/contact", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/_next/static/x.js", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/healthz", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/login", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/newsletter/unsubscribe", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/uploads/cover.png", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/sitemap.xml", to: "/" }, { from: redirectText.fromIsPage }],
    [{ from: "/old", to: "http://example.com/" }, { to: redirectText.toHttp }],
    [{ from: "/old", to: "example.com" }, { to: redirectText.toInvalid }],
    [{ from: "/old", to: "//example.com/x" }, { to: redirectText.toInvalid }],
    [{ from: "/old", to: "/.//evil.example" }, { to: redirectText.toInvalid }],
    [{ from: "/old", to: "/%2e//evil.example/x" }, { to: redirectText.toInvalid }],
    [{ from: "/old", to: "/a/..//evil.example" }, { to: redirectText.toInvalid }],
    [{ from: "/.//evil.example", to: "/" }, { from: redirectText.fromNotPath }],
    [{ from: "/old", to: "javascript:alert(1)" }, { to: redirectText.toInvalid }],
    [{ from: "/old", to: "/old/" }, { to: redirectText.loop }],
  ])("refuses %o and saves nothing", async (input, errors) => {
    expect(await addManualRedirect(input, blogPageExists, admin)).toEqual({ ok: false, fieldErrors: errors });
    expect((await loadRedirects()).has("/old")).toBe(false);
  });

  it("never answers with a protocol-relative target stored before the check looked at the normalised path", async () => {
    await getDb()
      .insertInto("redirects")
      .values({ from_path: "/stored-before", to_target: "//evil.example", kind: "manual" })
      .execute();
    const map = await loadRedirects();
    expect(map.has("/stored-before")).toBe(false);
  });

  it("refuses a From that is an existing post, one already redirected, and a loop through stored redirects", async () => {
    await insertPost(input("manual-existing"));
    expect(await addManualRedirect({ from: "/blog/manual-existing", to: "/" }, blogPageExists)).toEqual({
      ok: false,
      fieldErrors: { from: redirectText.fromIsPage },
    });
    expect(await addManualRedirect({ from: "/loop-x", to: "/loop-y" }, blogPageExists)).toEqual({ ok: true });
    expect(await addManualRedirect({ from: "/loop-x", to: "/" }, blogPageExists)).toEqual({
      ok: false,
      fieldErrors: { from: redirectText.fromTaken },
    });
    expect(await addManualRedirect({ from: "/loop-y", to: "/loop-x" }, blogPageExists)).toEqual({
      ok: false,
      fieldErrors: { to: redirectText.loop },
    });
  });

  it("refuses a From where a built-in article, a category page or a tag page lives, and not an empty one", async () => {
    await insertPost({ ...input("manual-terms"), category: "Paid Search Lab", tags: "Landing Pages" });
    const fromIsPage = { ok: false, fieldErrors: { from: redirectText.fromIsPage } };
    for (const from of [
      `/blog/${builtInArticles[0]!.slug}`,
      "/blog/category/paid-search-lab",
      "/blog/tag/landing-pages",
    ]) {
      expect(await addManualRedirect({ from, to: "/" }, blogPageExists), from).toEqual(fromIsPage);
    }
    expect(await addManualRedirect({ from: "/blog/category/no-posts-here", to: "/blog" }, blogPageExists)).toEqual({
      ok: true,
    });
  });
});
