import { describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import { deletePost, insertPost, updatePost } from "./posts";
import { getRevisionFields, listRevisions, REVISIONS_KEPT } from "./revisions";

const input = (slug: string): NewPost => ({
  slug,
  title: "Revisions of a post",
  excerpt: "Every save of this post is kept as a revision.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "The first body.",
});

const admin = { account: "owner@example.test", ip: "203.0.113.7" };

describe(`revisions (${process.env.TEST_DIALECT})`, () => {
  it("keeps each save with who made it and which fields it changed, newest first", async () => {
    const post = await insertPost(input("revised"), admin);
    await updatePost(post.id, { title: "A second title", content: "The second body." }, admin);
    await updatePost(post.id, { status: "draft" });
    const revisions = await listRevisions(post.id);
    expect(revisions.map((r) => [r.actor, r.changed])).toEqual([
      [null, ["status"]],
      [admin.account, ["title", "content"]],
      [admin.account, expect.arrayContaining(["title", "slug", "content", "status", "published_at", "noindex"])],
    ]);
    expect(revisions[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("gives back every field of a revision, for the editor to restore", async () => {
    const post = await insertPost(input("restorable"));
    await updatePost(post.id, { title: "Changed later", meta_description: "A description", noindex: true });
    const [latest, first] = await listRevisions(post.id);
    expect(await getRevisionFields(post.id, first!.id)).toEqual({
      ...input("restorable"),
      tags: "",
      meta_title: "",
      meta_description: "",
      social_image: "",
      canonical_url: "",
      noindex: false,
      status: "published",
      published_at: post.published_at,
    });
    expect(await getRevisionFields(post.id, latest!.id)).toMatchObject({
      title: "Changed later",
      meta_description: "A description",
      noindex: true,
    });
    // A revision is read through its own post only.
    const other = await insertPost(input("another-post"));
    expect(await getRevisionFields(other.id, first!.id)).toBeUndefined();
  });

  it("keeps no revision for a save that changed nothing", async () => {
    const post = await insertPost(input("unchanged"));
    await updatePost(post.id, { title: post.title, content: post.content });
    expect(await listRevisions(post.id)).toHaveLength(1);
  });

  it(`keeps the latest ${REVISIONS_KEPT} revisions of a post`, async () => {
    const post = await insertPost(input("often-saved"));
    for (let i = 1; i <= REVISIONS_KEPT + 4; i++) await updatePost(post.id, { content: `Body number ${i}` });
    const revisions = await listRevisions(post.id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(await getRevisionFields(post.id, revisions[0]!.id)).toMatchObject({
      content: `Body number ${REVISIONS_KEPT + 4}`,
    });
    expect(await getRevisionFields(post.id, revisions.at(-1)!.id)).toMatchObject({ content: "Body number 5" });
  });

  it("goes with its post", async () => {
    const post = await insertPost(input("deleted-with-history"));
    const [revision] = await listRevisions(post.id);
    await deletePost(post.id);
    expect(await listRevisions(post.id)).toEqual([]);
    expect(await getRevisionFields(post.id, revision!.id)).toBeUndefined();
  });
});
