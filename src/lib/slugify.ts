/**
 * "Children's Privacy & You!" → "childrens-privacy-you": lower case, punctuation
 * removed, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
