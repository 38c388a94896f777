import type { TaxonomyKind } from "@/lib/blog/taxonomy";
import { taxonomyErrors } from "@/server/blog/taxonomy";
import { firstValue } from "@/lib/page-query";

/** The words of the categories and tags screens, and of what their forms answer. */

export const kindLabels: Record<TaxonomyKind, { one: string; title: string }> = {
  category: { one: "category", title: "Category" },
  tag: { one: "tag", title: "Tag" },
};

/** Why a form did nothing (?problem=…), shown as an alert. */
export const TAXONOMY_PROBLEMS: Record<string, string> = {
  ...taxonomyErrors,
  name: "The name must be 2 to 100 characters.",
  description: "The description must be at most 1,000 characters.",
  failed: "The change could not be saved. Nothing was changed; please try again.",
  invalid: "Invalid request. Reload the page and try again.",
  gone: "That category or tag no longer exists. Nothing was changed.",
};

export function problemText(problem: unknown): string | undefined {
  return typeof problem === "string" && Object.hasOwn(TAXONOMY_PROBLEMS, problem)
    ? TAXONOMY_PROBLEMS[problem]
    : undefined;
}

/** "Category renamed to SEO: 3 posts moved." from ?done=renamed&kind=category&name=SEO&count=3. */
export function doneText(query: Record<string, string | string[] | undefined>): string | undefined {
  const kind = firstValue(query.kind);
  const name = firstValue(query.name);
  if ((kind !== "category" && kind !== "tag") || !name) return undefined;
  const count = Number(firstValue(query.count)) || 0;
  const posts = `${count} post${count === 1 ? "" : "s"}`;
  const label = kindLabels[kind].title;
  switch (firstValue(query.done)) {
    case "renamed":
      return `${label} renamed to ${name}: ${posts} moved.`;
    case "merged":
      return `${label} merged into ${name}: ${posts} moved.`;
    case "described":
      return `Description of ${name} saved.`;
    default:
      return undefined;
  }
}
