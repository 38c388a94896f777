/**
 * Which addresses an article body may hold (decision 029), apart from the markdown parser so
 * that the editor's dialogs check them without loading it.
 */

/**
 * A path of this site: one slash, then no second one or backslash that a browser would read as
 * another host, and no spaces or control characters.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href) && !/[\u0000-\u001f\u007f]/.test(href);
}

/** An image address the body may hold: a path of this site or an https address. */
export function isImageAddress(src: string): boolean {
  return isSitePath(src) || /^https:\/\/[^\s/]+/i.test(src);
}
