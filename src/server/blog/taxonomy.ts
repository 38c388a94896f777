import "server-only";
import { sql, type Transaction } from "kysely";
import { tagLineOf, tagNamesOf, type TaxonomyKind, termPath } from "@/lib/blog/taxonomy";
import { slugify } from "@/lib/slugify";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { getDb } from "../db";
import { dialectOf, textSortKey } from "../db/dialect";
import type { Database } from "../db/types";
import { updatePosts } from "./posts";
import { redirectMovedPage } from "./redirects";

/**
 * Categories and tags as the admin manages them (decision 192): the blog_terms table, and the
 * renames and merges that move posts from one to another. Posts move through `updatePosts`, so
 * each keeps a revision and an audit entry as a single save does, in the transaction that also
 * moves the term's row and redirects its old public page.
 */

export interface TermSummary {
  name: string;
  slug: string;
  description: string;
  /** Posts in any state that carry it. */
  posts: number;
}

/** Every category posts carry, or that has a description, alphabetically, with its posts counted. */
export async function listCategories(): Promise<TermSummary[]> {
  const db = getDb();
  const [used, rows] = await Promise.all([
    db
      .selectFrom("blog_posts")
      .select(["category", sql<number>`count(*)`.as("n")])
      .groupBy("category")
      .orderBy(textSortKey(dialectOf(db), sql.ref("category")))
      .execute(),
    db.selectFrom("blog_terms").select(["name", "slug", "description"]).where("kind", "=", "category").execute(),
  ]);
  const described = new Map(rows.map((row) => [row.slug, row]));
  const listed: TermSummary[] = used.map(({ category, n }) => ({
    name: category,
    slug: slugify(category),
    description: described.get(slugify(category))?.description ?? "",
    posts: Number(n),
  }));
  const unused = rows.filter((row) => !listed.some((term) => term.slug === row.slug));
  return [...listed, ...unused.map((row) => ({ ...row, posts: 0 }))];
}

/** Every tag, alphabetically, with its posts counted. */
export async function listTags(): Promise<TermSummary[]> {
  const db = getDb();
  const rows = await db
    .selectFrom("blog_terms")
    .leftJoin("blog_post_tags", "blog_post_tags.term_id", "blog_terms.id")
    .select([
      "blog_terms.name",
      "blog_terms.slug",
      "blog_terms.description",
      sql<number>`count(blog_post_tags.post_id)`.as("n"),
    ])
    .where("blog_terms.kind", "=", "tag")
    .groupBy(["blog_terms.id", "blog_terms.name", "blog_terms.slug", "blog_terms.description"])
    .orderBy(textSortKey(dialectOf(db), sql.ref("blog_terms.name")))
    .execute();
  return rows.map(({ n, ...row }) => ({ ...row, posts: Number(n) }));
}

/** A category's or a tag's stored row (name and description), if it has one. */
export async function getTerm(kind: TaxonomyKind, slug: string) {
  if (slug.includes("\0")) return undefined;
  return getDb()
    .selectFrom("blog_terms")
    .select(["name", "slug", "description"])
    .where("kind", "=", kind)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

export type TaxonomyResult = { ok: true; moved: number } | { ok: false; problem: keyof typeof taxonomyErrors };

export const taxonomyErrors = {
  notFound: "That category or tag no longer exists. Reload the page.",
  sameName: "The new name is the one it has.",
  noLetters: "The name needs a letter or a digit.",
} as const;

/**
 * Within the transaction that moved the posts: the term's row follows them. A row already at
 * the new address keeps its description unless it has none; the old address redirects to the
 * new one when they differ.
 */
async function moveTermRow(trx: Transaction<Database>, kind: TaxonomyKind, fromSlug: string, toName: string) {
  const toSlug = slugify(toName);
  const find = (slug: string) =>
    trx
      .selectFrom("blog_terms")
      .select(["id", "description"])
      .where("kind", "=", kind)
      .where("slug", "=", slug)
      .executeTakeFirst();
  const [from, to] = await Promise.all([find(fromSlug), find(toSlug)]);
  if (fromSlug === toSlug) {
    if (from) await trx.updateTable("blog_terms").set({ name: toName }).where("id", "=", from.id).execute();
    return undefined;
  }
  if (to) {
    const description = to.description || from?.description || "";
    await trx.updateTable("blog_terms").set({ name: toName, description }).where("id", "=", to.id).execute();
    if (from) await trx.deleteFrom("blog_terms").where("id", "=", from.id).execute();
  } else if (from) {
    await trx.updateTable("blog_terms").set({ name: toName, slug: toSlug }).where("id", "=", from.id).execute();
  }
  return redirectMovedPage(trx, termPath(kind, fromSlug), termPath(kind, toSlug));
}

async function auditMove(
  by: AuditActor | undefined,
  kind: TaxonomyKind,
  merged: boolean,
  label: string,
  redirect: { from: string; to: string } | undefined,
) {
  await recordAuditBy(by, `${kind}-${merged ? "merged" : "renamed"}`, { type: kind, label });
  if (redirect)
    await recordAuditBy(by, "redirect-added", {
      type: "redirect",
      label: `${redirect.from} → ${redirect.to} (automatic)`,
    });
}

/**
 * Renames a category, or merges it into another when a category of that name (or address)
 * exists: its posts take the new name, its description and page follow.
 */
export async function moveCategory(from: string, to: string, by?: AuditActor): Promise<TaxonomyResult> {
  const name = to.trim();
  if (slugify(name) === "") return { ok: false, problem: "noLetters" };
  if (name === from) return { ok: false, problem: "sameName" };
  const categories = await listCategories();
  const source = categories.find((category) => category.name === from);
  if (!source) return { ok: false, problem: "notFound" };
  const target = categories.find((category) => category.name !== from && category.slug === slugify(name));
  const ids = await getDb().selectFrom("blog_posts").select("id").where("category", "=", from).execute();
  let redirect: { from: string; to: string } | undefined;
  const moved = await updatePosts(
    ids.map((row) => row.id),
    () => ({ category: target?.name ?? name }),
    by,
    async (trx) => {
      redirect = await moveTermRow(trx, "category", source.slug, target?.name ?? name);
    },
  );
  await auditMove(by, "category", target !== undefined, `${from} → ${target?.name ?? name}`, redirect);
  return { ok: true, moved: moved.length };
}

/**
 * Renames a tag, or merges it into another when a tag of that name (or address) exists: each
 * post's tags say the new name, the description and page follow.
 */
export async function moveTag(fromSlug: string, to: string, by?: AuditActor): Promise<TaxonomyResult> {
  const name = to.trim().replace(/\s+/g, " ");
  if (slugify(name) === "") return { ok: false, problem: "noLetters" };
  const source = await getTerm("tag", fromSlug);
  if (!source) return { ok: false, problem: "notFound" };
  if (name === source.name) return { ok: false, problem: "sameName" };
  const target = slugify(name) === fromSlug ? undefined : await getTerm("tag", slugify(name));
  const newName = target?.name ?? name;
  const ids = await getDb()
    .selectFrom("blog_post_tags")
    .innerJoin("blog_terms", "blog_terms.id", "blog_post_tags.term_id")
    .select("blog_post_tags.post_id")
    .where("blog_terms.kind", "=", "tag")
    .where("blog_terms.slug", "=", fromSlug)
    .execute();
  let redirect: { from: string; to: string } | undefined;
  const moved = await updatePosts(
    ids.map((row) => row.post_id),
    (post) => ({
      tags: tagLineOf(tagNamesOf(post.tags).map((tag) => (slugify(tag) === fromSlug ? newName : tag))),
    }),
    by,
    async (trx) => {
      redirect = await moveTermRow(trx, "tag", fromSlug, newName);
    },
  );
  await auditMove(by, "tag", target !== undefined, `${source.name} → ${newName}`, redirect);
  return { ok: true, moved: moved.length };
}

/** Sets the description a category's or a tag's public page shows; returns whether there is such a term. */
export async function describeTerm(
  kind: TaxonomyKind,
  name: string,
  description: string,
  by?: AuditActor,
): Promise<boolean> {
  const slug = slugify(name);
  const known =
    kind === "category"
      ? (await listCategories()).some((category) => category.slug === slug)
      : (await getTerm("tag", slug)) !== undefined;
  if (!known) return false;
  await getDb()
    .insertInto("blog_terms")
    .values({ kind, name, slug, description })
    .onConflict((oc) => oc.columns(["kind", "slug"]).doUpdateSet({ description }))
    .execute();
  await recordAuditBy(by, `${kind}-described`, { type: kind, label: name });
  return true;
}
