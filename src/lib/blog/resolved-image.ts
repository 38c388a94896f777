/**
 * What the public renderer needs to draw an uploaded image responsively (issue 33): its own
 * alt text and caption from the media library, its intrinsic size so nothing shifts, and the variants a
 * browser may choose from. The media helper's resolver returns it; renderMarkdown uses it.
 */
export type ResolvedImage = {
  alt?: string;
  /** The library's caption, drawn under a body image that stands alone or in a figure. */
  caption?: string;
  width: number;
  height: number;
  srcset?: string;
  sources?: { type: string; srcset: string }[];
  sizes?: string;
};
