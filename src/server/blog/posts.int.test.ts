import { describe, expect, it } from "vitest";
import type { BlogPostInput } from "@/lib/validation/blog-post";
import { formatLongDate } from "@/lib/dates";
import { listAuditLog } from "../auth/audit-log";
import {
  deletePost,
  getPostById,
  getPostBySlug,
  insertPost,
  insertPostsUnlessSlugExists,
  slugExists,
  updatePost,
} from "./posts";

const input = (slug: string): BlogPostInput => ({
  slug,
  title: "Local SEO for Utah plumbers",
  excerpt: "How a plumber gets found by neighbours who need one today.",
  cover: "/images/blog/plumbing.svg",
  author: "Marcos Silva",
  readTime: "7 min read",
  category: "SEO",
  content: "# Heading\n\nBody text that is long enough to be a real post.",
});

describe(`posts module (${process.env.TEST_DIALECT})`, () => {
  it("stores a post dated today and reads it back by id and by slug", async () => {
    const post = await insertPost(input("plumber-seo"));
    expect(post.id).toBeGreaterThan(0);
    expect(formatLongDate(post.published_at)).toBe(formatLongDate(new Date()));
    expect(await getPostById(post.id)).toEqual(post);
    expect(await getPostBySlug("plumber-seo")).toEqual(post);
    expect(await getPostBySlug("no-such-post")).toBeUndefined();
    expect(await getPostById(999_999)).toBeUndefined();
  });

  it("keeps a date it is given", async () => {
    const post = await insertPost({ ...input("dated-post"), published_at: "2025-01-15T12:00:00.000Z" });
    expect(post.published_at).toBe("2025-01-15T12:00:00.000Z");
    expect(formatLongDate(post.published_at)).toBe("January 15, 2025");
  });

  it("tells whether a slug is taken, optionally by another post", async () => {
    const post = await insertPost(input("taken-slug"));
    expect(await slugExists("taken-slug")).toBe(true);
    expect(await slugExists("taken-slug", post.id)).toBe(false);
    expect(await slugExists("free-slug")).toBe(false);
  });

  it("updates every field but the date", async () => {
    const post = await insertPost(input("before-update"));
    const updated = await updatePost(post.id, { ...input("after-update"), title: "A new title" });
    expect(updated).toEqual({ ...post, slug: "after-update", title: "A new title" });
    expect(await updatePost(999_999, input("nobody"))).toBeUndefined();
  });

  it("deletes a post once", async () => {
    const post = await insertPost(input("to-delete"));
    expect(await deletePost(post.id)).toBe(true);
    expect(await deletePost(post.id)).toBe(false);
    expect(await getPostById(post.id)).toBeUndefined();
  });

  it("records an admin's writes in the audit log, with the title but never the body", async () => {
    const by = { account: "owner@example.test", ip: "203.0.113.7" };
    const before = (await listAuditLog()).total;
    await insertPost(input("unattributed"));
    expect((await listAuditLog()).total).toBe(before);

    const post = await insertPost(input("audited-post"), by);
    await updatePost(post.id, { ...input("audited-post"), title: "An audited title" }, by);
    await insertPostsUnlessSlugExists([input("audited-post"), input("audited-sample")], by);
    await deletePost(post.id, by);
    expect(await deletePost(post.id, by)).toBe(false);

    const { entries } = await listAuditLog();
    expect(entries.slice(0, 4).map((e) => [e.text, e.objectLabel, e.actor, e.ip])).toEqual([
      ["Post deleted", "An audited title", "owner@example.test", "203.0.113.7"],
      ["Post created", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
      ["Post updated", "An audited title", "owner@example.test", "203.0.113.7"],
      ["Post created", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
    ]);
    expect(entries[0]!.objectId).toBe(String(post.id));
    expect(entries).toHaveLength(before + 4);
    expect(JSON.stringify(entries)).not.toContain("Body text");
  });
});
