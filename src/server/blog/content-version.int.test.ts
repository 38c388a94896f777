import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { readContentVersion } from "./content-version";
import { getDb } from "../db";
import type { NewPost } from "@/lib/blog/types";
import { deletePost, insertPost, insertPostsUnlessSlugExists, updatePost } from "./posts";

const input = (slug: string): NewPost => ({
  slug,
  title: "Versioned post",
  excerpt: "A post that exists to change the content version.",
  cover: "/images/blog/default-cover.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "Body text that is long enough to be stored as a real post in the table.",
});

describe(`content version (${process.env.TEST_DIALECT})`, () => {
  it("rises with every insert, update and delete of a post", async () => {
    const start = await readContentVersion();
    const post = await insertPost(input("versioned-post"));
    const afterInsert = await readContentVersion();
    expect(afterInsert).toBeGreaterThan(start);

    await updatePost(post.id, { ...input("versioned-post"), title: "Versioned post, edited" });
    const afterUpdate = await readContentVersion();
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await deletePost(post.id);
    expect(await readContentVersion()).toBeGreaterThan(afterUpdate);
  });

  it("rises for a bulk insert and for SQL written by hand", async () => {
    const start = await readContentVersion();
    await insertPostsUnlessSlugExists([input("bulk-one"), input("bulk-two")]);
    const afterBulk = await readContentVersion();
    expect(afterBulk).toBeGreaterThan(start);

    await sql`update blog_posts set title = 'Edited by hand' where slug = 'bulk-one'`.execute(getDb());
    expect(await readContentVersion()).toBeGreaterThan(afterBulk);
  });

  it("stays put when nothing about the posts changes", async () => {
    const start = await readContentVersion();
    await getDb().selectFrom("blog_posts").selectAll().execute();
    expect(await readContentVersion()).toBe(start);
  });
});
