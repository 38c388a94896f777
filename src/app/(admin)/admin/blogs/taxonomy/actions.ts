"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { MAX_DESCRIPTION_LENGTH, TAXONOMY_KINDS, type TaxonomyKind } from "@/lib/blog/taxonomy";
import { readTextField } from "@/lib/validation/form-fields";
import { slugify } from "@/lib/slugify";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { describeTerm, moveCategory, moveTag, type TaxonomyResult } from "@/server/blog/taxonomy";
import { getLogger } from "@/server/ops/logger";

/**
 * The categories and tags screen's forms: plain forms that go back to the list with what was
 * done, or to the term's page with why not and what was typed. Posts follow a rename or a
 * merge as a single save would (revision, audit entry, content version for the page cache).
 */

const kindOf = (data: FormData): TaxonomyKind | undefined =>
  TAXONOMY_KINDS.find((kind) => kind === readTextField(data, "kind"));

const MAX_NAME = 100;

function termPage(kind: TaxonomyKind, slug: string, query: Record<string, string>) {
  return `/admin/blogs/taxonomy/${kind}/${encodeURIComponent(slug)}?${new URLSearchParams(query)}`;
}

async function move(data: FormData, target: string, done: "renamed" | "merged"): Promise<never> {
  const by = await adminActor(await requireAdmin());
  const kind = kindOf(data);
  // A category is named by its text, a tag by its slug.
  const from = readTextField(data, "from");
  if (!kind || from === "") redirect("/admin/blogs/taxonomy?problem=invalid");
  const slug = kind === "category" ? slugify(from) : from;
  const name = readTextField(data, target).trim();
  if (name.length < 2 || name.length > MAX_NAME)
    redirect(termPage(kind, slug, { problem: "name", typed: name.slice(0, MAX_NAME) }));
  let result: TaxonomyResult;
  try {
    result = kind === "category" ? await moveCategory(from, name, by) : await moveTag(from, name, by);
  } catch (error) {
    getLogger().error({ err: error }, `Moving a ${kind} failed`);
    redirect(termPage(kind, slug, { problem: "failed", typed: name }));
  }
  if (!result.ok) redirect(termPage(kind, slug, { problem: result.problem, typed: name }));
  revalidatePath("/admin", "layout");
  redirect(`/admin/blogs/taxonomy?${new URLSearchParams({ done, kind, name, count: String(result.moved) })}`);
}

export async function renameTermAction(data: FormData): Promise<void> {
  await move(data, "name", "renamed");
}

export async function mergeTermAction(data: FormData): Promise<void> {
  await move(data, "into", "merged");
}

export async function describeTermAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const kind = kindOf(data);
  const name = readTextField(data, "name");
  if (!kind || name === "") redirect("/admin/blogs/taxonomy?problem=invalid");
  const description = readTextField(data, "description").trim().replace(/\r\n/g, "\n");
  if (description.length > MAX_DESCRIPTION_LENGTH) redirect(termPage(kind, slugify(name), { problem: "description" }));
  let known: boolean;
  try {
    known = await describeTerm(kind, name, description, by);
  } catch (error) {
    getLogger().error({ err: error }, `Describing a ${kind} failed`);
    redirect(termPage(kind, slugify(name), { problem: "failed" }));
  }
  if (!known) redirect("/admin/blogs/taxonomy?problem=gone");
  revalidatePath("/admin", "layout");
  redirect(`/admin/blogs/taxonomy?${new URLSearchParams({ done: "described", kind, name })}`);
}
