import { describe, expect, it } from "vitest";
import { readTimeOf, WORDS_PER_MINUTE } from "@/lib/blog/read-time";
import type { NewPost } from "@/lib/blog/types";
import { listAuditLog } from "../auth/audit-log";
import { readContentVersion } from "./content-version";
import {
  deletePosts,
  getPostById,
  insertPost,
  listPostFacets,
  listPostsForAdmin,
  listPostTitles,
  updatePost,
  updatePosts,
} from "./posts";
import { listRevisions } from "./revisions";

const post = (slug: string, fields: Partial<NewPost> = {}): NewPost => ({
  slug,
  title: `A post called ${slug}`,
  excerpt: "A post the admin's post list filters and changes in bulk.",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "A short body.",
  ...fields,
});

const admin = { account: "owner@example.test", ip: "203.0.113.7" };
const page = { offset: 0, limit: 50 };
const slugsOf = (result: { posts: { slug: string }[] }) => result.posts.map((p) => p.slug).sort();

describe(`the admin's post list (${process.env.TEST_DIALECT})`, () => {
  const ahead = new Date(Date.now() + 86_400_000).toISOString();

  it("stores the read time computed from the body, on insert and on every change of the body", async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const stored = await insertPost(post("read-time", { content: words(WORDS_PER_MINUTE * 3) }));
    expect(stored.readTime).toBe("3 min read");
    const longer = await updatePost(stored.id, { content: words(WORDS_PER_MINUTE * 7 + 10) });
    expect(longer!.readTime).toBe("7 min read");
    const retitled = await updatePost(stored.id, { title: "Only the title changes" });
    expect(retitled!.readTime).toBe("7 min read");
    expect(readTimeOf("")).toBe("1 min read");
  });

  it("keeps a post's tags, once each, read back in alphabetical order, and counts a change as a revision", async () => {
    const tagged = await insertPost(post("tagged", { tags: "utah, Local Search, utah , , local search" }), admin);
    expect(tagged.tags).toBe("Local Search, utah");
    const changed = await updatePost(tagged.id, { tags: "Utah, Ads" }, admin);
    expect(changed!.tags).toBe("Ads, utah");
    expect((await listRevisions(tagged.id))[0]!.changed).toEqual(["tags"]);
    expect((await getPostById(tagged.id))!.tags).toBe("Ads, utah");
  });

  it("filters by part of the title (any case), author, category, tag and status, together, and pages", async () => {
    await insertPost(post("filter-one", { title: "Winter Ads for Plumbers", author: "Emily Carter", tags: "Ads" }));
    await insertPost(post("filter-two", { title: "ÉTÉ plumbing ads", category: "PPC", tags: "Ads, Summer" }));
    await insertPost(post("filter-three", { title: "A scheduled plumber post", published_at: ahead }));
    await insertPost(post("filter-four", { title: "A plumber draft", status: "draft", author: "Emily Carter" }));

    const now = new Date().toISOString();
    const list = (filter: Parameters<typeof listPostsForAdmin>[0]) => listPostsForAdmin(filter, now);
    expect(slugsOf(await list({ ...page, q: "PLUMB" }))).toEqual([
      "filter-four",
      "filter-one",
      "filter-three",
      "filter-two",
    ]);
    expect(slugsOf(await list({ ...page, q: "été" }))).toEqual(["filter-two"]);
    expect(slugsOf(await list({ ...page, q: "100%_" }))).toEqual([]);
    expect(slugsOf(await list({ ...page, q: "plumb", author: "Emily Carter" }))).toEqual(["filter-four", "filter-one"]);
    expect(slugsOf(await list({ ...page, q: "plumb", category: "PPC" }))).toEqual(["filter-two"]);
    expect(slugsOf(await list({ ...page, tag: "ads" }))).toEqual(["filter-one", "filter-two", "tagged"]);
    expect(slugsOf(await list({ ...page, tag: "summer", category: "SEO" }))).toEqual([]);
    expect(slugsOf(await list({ ...page, q: "plumb", state: "draft" }))).toEqual(["filter-four"]);
    expect(slugsOf(await list({ ...page, q: "plumb", state: "scheduled" }))).toEqual(["filter-three"]);
    expect(slugsOf(await list({ ...page, q: "plumb", state: "published" }))).toEqual(["filter-one", "filter-two"]);
    expect(await list({ ...page, q: "nul\0" })).toEqual({ posts: [], total: 0 });

    const first = await list({ q: "plumb", offset: 0, limit: 3 });
    const second = await list({ q: "plumb", offset: 3, limit: 3 });
    expect([first.total, first.posts.length, second.posts.length]).toEqual([4, 3, 1]);
    // Drafts without a date first, then newest first.
    expect(first.posts[0]!.slug).toBe("filter-four");
    expect(second.posts[0]!.tags).toBeTypeOf("string");
  });

  it("offers the authors and categories posts have, alphabetically", async () => {
    const facets = await listPostFacets();
    expect(facets.authors).toEqual(["Emily Carter", "Marcos Silva"]);
    expect(facets.categories).toEqual(["PPC", "SEO"]);
  });

  it("publishes in bulk as single saves do: revisions, audit entries, the content version; published posts are left", async () => {
    const draft = await insertPost(post("bulk-draft", { status: "draft" }));
    const scheduled = await insertPost(post("bulk-scheduled", { published_at: ahead }));
    const published = await insertPost(post("bulk-published"));
    const version = await readContentVersion();
    const auditBefore = (await listAuditLog()).total;

    const changed = await updatePosts(
      [draft.id, scheduled.id, published.id, 999_999],
      (before, at) =>
        before.status === "published" && before.published_at! <= at.toISOString()
          ? undefined
          : { status: "published", published_at: at.toISOString() },
      admin,
    );
    expect(changed.map((p) => p.slug).sort()).toEqual(["bulk-draft", "bulk-scheduled"]);
    expect(await readContentVersion()).toBeGreaterThan(version);
    for (const id of [draft.id, scheduled.id]) {
      const stored = (await getPostById(id))!;
      expect(stored.status).toBe("published");
      expect(Date.parse(stored.published_at!)).toBeLessThanOrEqual(Date.now());
      expect((await listRevisions(id))[0]!.actor).toBe(admin.account);
    }
    expect((await listRevisions(published.id)).length).toBe(1);
    const { entries } = await listAuditLog({ limit: 10 });
    const recent = entries.slice(0, (await listAuditLog()).total - auditBefore).map((e) => [e.text, e.objectLabel]);
    expect(recent).toEqual(
      expect.arrayContaining([
        ["Post published", draft.title],
        ["Post published", scheduled.title],
        ["Post updated", draft.title],
      ]),
    );
  });

  it("unpublishes and changes the category in bulk, and changes nothing when one part fails", async () => {
    const a = await insertPost(post("bulk-a"));
    const b = await insertPost(post("bulk-b", { category: "PPC" }));
    const unpublished = await updatePosts([a.id, b.id], () => ({ status: "draft" }), admin);
    expect(unpublished.map((p) => p.status)).toEqual(["draft", "draft"]);
    expect((await listAuditLog({ limit: 5 })).entries.map((e) => e.text)).toContain("Post unpublished");

    const moved = await updatePosts(
      [a.id, b.id],
      (before) => (before.category === "PPC" ? undefined : { category: "PPC" }),
      admin,
    );
    expect(moved.map((p) => p.slug)).toEqual(["bulk-a"]);
    expect((await listRevisions(a.id))[0]!.changed).toEqual(["category"]);

    await expect(
      updatePosts(
        [a.id],
        () => ({ category: "Email" }),
        admin,
        async () => {
          throw new Error("a failure in the same transaction");
        },
      ),
    ).rejects.toThrow("a failure in the same transaction");
    expect((await getPostById(a.id))!.category).toBe("PPC");
  });

  it("deletes in bulk, each post audited as a single delete, and names posts for the confirmation", async () => {
    const a = await insertPost(post("delete-a"));
    const b = await insertPost(post("delete-b"));
    expect(await listPostTitles([b.id, a.id, 999_999])).toEqual([
      { id: a.id, title: a.title },
      { id: b.id, title: b.title },
    ]);
    expect(await deletePosts([a.id, b.id, 999_999], admin)).toBe(2);
    expect(await deletePosts([a.id], admin)).toBe(0);
    expect(await deletePosts([], admin)).toBe(0);
    expect(await getPostById(a.id)).toBeUndefined();
    const { entries } = await listAuditLog({ limit: 2 });
    expect(entries.map((e) => [e.text, e.actor]).sort()).toEqual([
      ["Post deleted", admin.account],
      ["Post deleted", admin.account],
    ]);
  });
});
