import { describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import { formatLongDate } from "@/lib/dates";
import { listAuditLog } from "../auth/audit-log";
import { loadRedirects } from "./redirects";
import {
  countPostsByState,
  deletePost,
  findPostsUsing,
  getPostById,
  getPostBySlug,
  insertPost,
  insertPostsUnlessSlugExists,
  listPostsForAdmin,
  slugExists,
  updatePost,
} from "./posts";

const input = (slug: string): NewPost => ({
  slug,
  title: "Local SEO for Utah plumbers",
  excerpt: "How a plumber gets found by neighbours who need one today.",
  cover: "/images/blog/plumbing.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "# Heading\n\nBody text that is long enough to be a real post.",
});

describe(`posts module (${process.env.TEST_DIALECT})`, () => {
  it("stores a post published now and reads it back by id and by slug", async () => {
    const post = await insertPost(input("plumber-seo"));
    expect(post.id).toBeGreaterThan(0);
    expect(post.status).toBe("published");
    expect(formatLongDate(post.published_at!)).toBe(formatLongDate(new Date()));
    expect(await getPostById(post.id)).toEqual(post);
    expect(await getPostBySlug("plumber-seo")).toEqual(post);
    expect(await getPostBySlug("no-such-post")).toBeUndefined();
    expect(await getPostById(999_999)).toBeUndefined();
  });

  it("keeps a date it is given", async () => {
    const post = await insertPost({ ...input("dated-post"), published_at: "2025-01-15T12:00:00.000Z" });
    expect(post.published_at).toBe("2025-01-15T12:00:00.000Z");
    expect(formatLongDate(post.published_at!)).toBe("January 15, 2025");
  });

  it("tells whether a slug is taken, optionally by another post", async () => {
    const post = await insertPost(input("taken-slug"));
    expect(await slugExists("taken-slug")).toBe(true);
    expect(await slugExists("taken-slug", post.id)).toBe(false);
    expect(await slugExists("free-slug")).toBe(false);
  });

  it("updates the fields it is given and keeps the others", async () => {
    const post = await insertPost(input("before-update"));
    const updated = await updatePost(post.id, { ...input("after-update"), title: "A new title" });
    expect(updated).toEqual({ ...post, slug: "after-update", title: "A new title", updated_at: updated!.updated_at });
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
    expect(entries.slice(0, 6).map((e) => [e.text, e.objectLabel, e.actor, e.ip])).toEqual([
      ["Post deleted", "An audited title", "owner@example.test", "203.0.113.7"],
      ["Post published", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
      ["Post created", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
      ["Post updated", "An audited title", "owner@example.test", "203.0.113.7"],
      ["Post published", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
      ["Post created", "Local SEO for Utah plumbers", "owner@example.test", "203.0.113.7"],
    ]);
    expect(entries[0]!.objectId).toBe(String(post.id));
    expect(entries).toHaveLength(before + 6);
    expect(JSON.stringify(entries)).not.toContain("Body text");
  });

  it("stores a draft without a date, and publishes it now when it is published without one", async () => {
    const draft = await insertPost({ ...input("draft-first"), status: "draft" });
    expect(draft).toMatchObject({ status: "draft", published_at: null });
    const published = await updatePost(draft.id, { status: "published", published_at: new Date().toISOString() });
    expect(published?.status).toBe("published");
  });

  it("tells the audit log when a post is published, scheduled and taken back", async () => {
    const by = { account: "owner@example.test", ip: "203.0.113.7" };
    const post = await insertPost({ ...input("lifecycle"), status: "draft" }, by);
    await updatePost(
      post.id,
      { status: "published", published_at: new Date(Date.now() + 86_400_000).toISOString() },
      by,
    );
    await updatePost(post.id, { published_at: new Date(Date.now() - 1000).toISOString() }, by);
    await updatePost(post.id, { title: "Lifecycle, edited" }, by);
    await updatePost(post.id, { status: "draft" }, by);
    const { entries } = await listAuditLog();
    expect(
      entries
        .filter((e) => e.objectId === String(post.id))
        .map((e) => e.text)
        .reverse(),
    ).toEqual([
      "Post created",
      "Post updated",
      "Post scheduled",
      "Post updated",
      "Post published",
      "Post updated",
      "Post updated",
      "Post unpublished",
    ]);
  });

  it("moves a public post's address with a redirect, a draft's without one", async () => {
    const draft = await insertPost({ ...input("draft-address"), status: "draft" });
    await updatePost(draft.id, { slug: "draft-address-renamed" });
    const scheduled = await insertPost({
      ...input("scheduled-address"),
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await updatePost(scheduled.id, { slug: "scheduled-address-renamed" });
    const published = await insertPost(input("public-address"));
    await updatePost(published.id, { slug: "public-address-renamed" });
    const redirects = await loadRedirects();
    expect(redirects.has("/blog/draft-address")).toBe(false);
    expect(redirects.has("/blog/scheduled-address")).toBe(false);
    expect(redirects.get("/blog/public-address")).toBe("/blog/public-address-renamed");
  });

  it("finds another post's slug or title, in any case, but not the post's own", async () => {
    const post = await insertPost({ ...input("used-slug"), title: "A Title In Use" });
    expect(await findPostsUsing({ slug: "used-slug", title: "a title in use" })).toEqual({ slug: true, title: true });
    expect(await findPostsUsing({ slug: "used-slug", title: "A title in use" }, post.id)).toEqual({
      slug: false,
      title: false,
    });
    expect(await findPostsUsing({ slug: "free", title: "Free" })).toEqual({ slug: false, title: false });
  });

  it("counts posts by state, as the admin sees them", async () => {
    const before = await countPostsByState();
    await insertPost({ ...input("count-draft"), status: "draft" });
    await insertPost({ ...input("count-scheduled"), published_at: new Date(Date.now() + 86_400_000).toISOString() });
    await insertPost(input("count-published"));
    expect(await countPostsByState()).toEqual({
      draft: before.draft + 1,
      scheduled: before.scheduled + 1,
      published: before.published + 1,
    });
    const { posts } = await listPostsForAdmin({ state: "scheduled", offset: 0, limit: 100 });
    expect(posts.map((p) => p.slug)).toContain("count-scheduled");
    expect(posts.every((p) => p.status === "published" && Date.parse(p.published_at!) > Date.now())).toBe(true);
  });
});
