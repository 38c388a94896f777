import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readTimeOf } from "@/lib/blog/read-time";
import type { Post } from "@/lib/blog/types";
import { defaultPostSeo } from "@/lib/validation/blog-post";
import { expect, test as base, siteUrl } from "../fixtures";
import { siteData } from "./site-data/client";

/** A post as the tests store it: published unless it says it is a draft. */
export type PostFields = Omit<Post, "id"> & { status?: "draft" | "published" };

/** A post's publication time on a day ("2025-03-03"), as the site stores days it converted. */
export const noonOf = (day: string) => `${day}T12:00:00.000Z`;

/** A word no other test or post contains, to find this test's own data. */
export function uniqueToken(prefix = "e2e"): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

interface BlogFixtures {
  /** Stores a post in the site's database; it is deleted when the test ends. */
  insertPost: (fields?: Partial<PostFields>) => Promise<Post>;
  /** Fails the test on serious or critical accessibility violations of the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>;
}

export const test = base.extend<BlogFixtures>({
  insertPost: async ({}, provide) => {
    // By address, not by id: SQLite gives a deleted post's id to the next one, which may be
    // another test's by the time this one ends (a post of admin-post-list.spec.ts vanished so).
    const created: string[] = [];
    await provide(async (fields = {}) => {
      const token = uniqueToken("post");
      const content = fields.content ?? "## A heading\n\nA paragraph of the body with **bold** words.";
      const post: PostFields = {
        ...defaultPostSeo,
        slug: `e2e-${token}`,
        title: `A test article ${token}`,
        excerpt: "An article written by the end-to-end tests, long enough to read as an excerpt.",
        cover: "/images/blog/default-cover.svg",
        published_at: noonOf("2025-03-03"),
        author: "Marcos Silva",
        category: "SEO",
        tags: "",
        ...fields,
        content,
        // What the site computes on save.
        readTime: readTimeOf(content),
      };
      const { id } = await siteData().insertPost(post);
      created.push(post.slug);
      return { id, ...post };
    });
    await siteData().deletePostsBySlug(created);
  },
  expectAccessible: async ({}, provide) => {
    await provide(async (page) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  },
});

export { expect, siteData, siteUrl };
