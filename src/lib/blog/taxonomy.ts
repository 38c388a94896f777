import { slugify } from "../slugify";

/**
 * Categories and tags by name and by address (decision 192). A category is the text posts carry
 * in `category`; its address is the slug of that text. Tags are typed in the blog form as one
 * line, names separated by commas.
 */

export const TAXONOMY_KINDS = ["category", "tag"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_DESCRIPTION_LENGTH = 1000;

export const taxonomyText = {
  tooManyTags: `A post takes at most ${MAX_TAGS} tags`,
  tagTooLong: `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
  tagWithoutLetters: "Each tag needs a letter or a digit",
} as const;

/** The public page of a category or a tag. */
export function termPath(kind: TaxonomyKind, slug: string): string {
  return `/blog/${kind}/${slug}`;
}

export const categoryPath = (category: string) => termPath("category", slugify(category));

/**
 * "SEO, local search, seo" → ["SEO", "local search"]: trimmed, blanks dropped, and a name whose
 * address another already has is the same tag, so it is kept once (the first spelling).
 */
export function tagNamesOf(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of text.split(",")) {
    const name = raw.trim().replace(/\s+/g, " ");
    const slug = slugify(name);
    if (name === "" || seen.has(slug)) continue;
    seen.add(slug);
    names.push(name);
  }
  return names;
}

/** The message for the tags field, or undefined when it may be saved. */
export function tagsProblem(text: string): string | undefined {
  const names = tagNamesOf(text);
  if (names.length > MAX_TAGS) return taxonomyText.tooManyTags;
  if (names.some((name) => name.length > MAX_TAG_LENGTH)) return taxonomyText.tagTooLong;
  if (names.some((name) => slugify(name) === "")) return taxonomyText.tagWithoutLetters;
  return undefined;
}

/** Tags as the form shows them and a revision keeps them: one line, in the order given. */
export const tagLineOf = (names: readonly string[]) => names.join(", ");
