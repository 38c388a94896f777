/**
 * A post's read time, computed from its body whenever it is saved (decision 193): nobody types
 * it, so it cannot drift from what the post says.
 */

/** An adult's silent reading speed for web prose; the built-in articles' stated times agree with it. */
export const WORDS_PER_MINUTE = 230;

/** The words of a markdown body: a link's address is no word the reader reads. */
export function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** "7 min read"; never less than a minute. */
export function readTimeOf(markdown: string): string {
  return `${Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE))} min read`;
}
