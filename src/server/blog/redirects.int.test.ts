import { describe, expect, it } from "vitest";
import type { BlogPostInput } from "@/lib/validation/blog-post";
import { listAuditLog } from "../auth/audit-log";
import { redirectMap } from "../http/redirect-routes";
import { readContentVersion } from "./content-version";
import { insertPost, updatePost } from "./posts";
import { loadRedirects } from "./redirects";

const input = (slug: string): BlogPostInput => ({
  slug,
  title: `Post ${slug}`,
  excerpt: "How a plumber gets found by neighbours who need one today.",
  cover: "/images/blog/plumbing.svg",
  author: "Marcos Silva",
  readTime: "7 min read",
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

  it("a second process's map sees a redirect once the content version has moved", async () => {
    const post = await insertPost(input("process-old"));
    const first = redirectMap(readContentVersion, loadRedirects);
    const second = redirectMap(readContentVersion, loadRedirects);
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
    const map = redirectMap(readContentVersion, () => {
      loads += 1;
      return loadRedirects();
    });
    await map();
    await map();
    expect(loads).toBe(1);
    const post = await insertPost(input("reload-once"));
    await map();
    expect(loads).toBe(2);
    expect(post.id).toBeGreaterThan(0);
  });
});
