/** Shown for a post whose cover is missing or not on this site. */
export const defaultCover = "/images/blog/default-cover.svg";
