import "server-only";
import { type ExpressionBuilder, type Kysely, type Transaction, sql } from "kysely";
import { tagLineOf, tagNamesOf, termPath } from "@/lib/blog/taxonomy";
import { slugify } from "@/lib/slugify";
import { dialectOf, textSortKey } from "../db/dialect";
import type { Database } from "../db/types";
import { releasePath } from "./redirects";

/**
 * Which tags a post carries (blog_post_tags), read and written with the post: posts.ts calls
 * these in its own transactions, so a post is never seen with half its tags. The admin's
 * screens for tags are taxonomy.ts.
 */

/** For a `where` on blog_posts: whether the post carries the tag whose address is `slug`. */
export function hasTag(eb: ExpressionBuilder<Database, "blog_posts">, slug: string) {
  return eb.exists(
    eb
      .selectFrom("blog_post_tags")
      .innerJoin("blog_terms", "blog_terms.id", "blog_post_tags.term_id")
      .select(sql.lit(1).as("one"))
      .whereRef("blog_post_tags.post_id", "=", "blog_posts.id")
      .where("blog_terms.kind", "=", "tag")
      .where("blog_terms.slug", "=", slug),
  );
}

/** Within the transaction that saves a post: its tags become exactly those named, each made the first time it is used. */
export async function setPostTags(trx: Transaction<Database>, postId: number, line: string): Promise<void> {
  const termIds: number[] = [];
  for (const name of tagNamesOf(line)) {
    const slug = slugify(name);
    const made = await trx
      .insertInto("blog_terms")
      .values({ kind: "tag", name, slug })
      .onConflict((oc) => oc.columns(["kind", "slug"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    // A tag renamed away left a redirect at its page; a new tag there makes that page again.
    if (made) await releasePath(trx, termPath("tag", slug));
    const term = await trx
      .selectFrom("blog_terms")
      .select("id")
      .where("kind", "=", "tag")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow();
    termIds.push(term.id);
  }
  const current = await trx.selectFrom("blog_post_tags").select("term_id").where("post_id", "=", postId).execute();
  const kept = new Set(current.map((row) => row.term_id));
  const gone = [...kept].filter((id) => !termIds.includes(id));
  if (gone.length > 0)
    await trx.deleteFrom("blog_post_tags").where("post_id", "=", postId).where("term_id", "in", gone).execute();
  const added = termIds.filter((id) => !kept.has(id));
  if (added.length > 0)
    await trx
      .insertInto("blog_post_tags")
      .values(added.map((term_id) => ({ post_id: postId, term_id })))
      .execute();
}

/** The tag line of each of these posts ("", when it has none), names in alphabetical order. */
export async function tagLinesOf(db: Kysely<Database>, postIds: readonly number[]): Promise<Map<number, string>> {
  const lines = new Map(postIds.map((id) => [id, [] as string[]]));
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("blog_post_tags")
    .innerJoin("blog_terms", "blog_terms.id", "blog_post_tags.term_id")
    .select(["blog_post_tags.post_id", "blog_terms.name"])
    .where("blog_post_tags.post_id", "in", postIds)
    .orderBy(textSortKey(dialectOf(db), sql.ref("blog_terms.name")))
    .execute();
  for (const row of rows) lines.get(row.post_id)?.push(row.name);
  return new Map([...lines].map(([id, names]) => [id, tagLineOf(names)]));
}

/** The posts with their tag lines. */
export async function withTags<T extends { id: number }>(
  db: Kysely<Database>,
  posts: readonly T[],
): Promise<(T & { tags: string })[]> {
  const lines = await tagLinesOf(
    db,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, tags: lines.get(post.id) ?? "" }));
}
