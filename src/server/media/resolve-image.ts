import "server-only";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { getLogger } from "../ops/logger";
import { StorageUnavailableError } from "../storage/image-storage";
import { ensureMediaRows, uploadNamesIn } from "./library";
import { type MediaRow, mediaRowsNamed } from "./records";
import {
  VARIANT_WIDTHS,
  type VariantFormat,
  fallbackFormat,
  variantContentType,
  variantFormats,
  variantUrl,
  variantWidths,
} from "./variant-names";

/**
 * The `resolveImage(src)` hook of the public renderer (issue 33, decision 126): for an uploaded
 * image, the library's alt text and caption, its size in pixels, and the srcset of each format it is offered
 * in. Rendering is synchronous, so the library's rows are read first, once per page, for every
 * upload the page's texts name.
 */

/** The hook, with the width the image takes on the page (`sizes`) where the caller knows it. */
export type ResolveImage = (src: string, sizes?: string) => ResolvedImage | undefined;

const srcsetOf = (row: MediaRow, format: VariantFormat) =>
  variantWidths(row.width)
    .map((width) => `${variantUrl(row.name, width, format)} ${width}w`)
    .join(", ");

/** How an uploaded image is drawn, from its library row; `sizes` is the width it takes on the page. */
export function resolvedImageOf(row: MediaRow, sizes?: string): ResolvedImage {
  const fallback = fallbackFormat(row.name);
  const resolved: ResolvedImage = {
    width: row.width,
    height: row.height,
    ...(row.alt ? { alt: row.alt } : {}),
    ...(row.caption ? { caption: row.caption } : {}),
  };
  if (!fallback) return resolved;
  return {
    ...resolved,
    srcset: srcsetOf(row, fallback),
    sources: variantFormats(row.name)
      .filter((format) => format !== fallback)
      .map((format) => ({ type: variantContentType(format), srcset: srcsetOf(row, format) })),
    ...(sizes ? { sizes } : {}),
  };
}

const UPLOAD_PATH = /^\/uploads\/([^/?#]+)$/;

/**
 * A resolver for the uploads `texts` name (a body, a cover's address…). Images the library does
 * not know yet are recorded from the storage; while the storage is unreachable the page is drawn
 * with the rows it has, and images without one as they are.
 */
export async function loadImageResolver(texts: readonly string[]): Promise<ResolveImage> {
  const names = uploadNamesIn(texts.join("\n"));
  let rows: Map<string, MediaRow>;
  try {
    rows = await ensureMediaRows(names);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    getLogger().error({ err: error }, error.message);
    rows = await mediaRowsNamed(names);
  }
  return (src, sizes) => {
    const name = UPLOAD_PATH.exec(src)?.[1];
    const row = name === undefined ? undefined : rows.get(name);
    return row && resolvedImageOf(row, sizes);
  };
}

/** Link previews want one large raster image: the upload itself, or its widest variant when it is wider. */
const SOCIAL_MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/**
 * The address, size and alt text a link preview gets for an uploaded image the library knows;
 * undefined for any other address (the card is then described as the default 1200 × 630).
 */
export async function socialImageOf(
  address: string,
): Promise<{ url: string; width: number; height: number; alt?: string } | undefined> {
  const name = UPLOAD_PATH.exec(address)?.[1];
  if (name === undefined) return undefined;
  const row = (await mediaRowsNamed([name])).get(name);
  if (!row) return undefined;
  const alt = row.alt || undefined;
  const format = fallbackFormat(row.name);
  if (row.width <= SOCIAL_MAX_WIDTH || !format) return { url: address, width: row.width, height: row.height, alt };
  return {
    url: variantUrl(row.name, SOCIAL_MAX_WIDTH, format),
    width: SOCIAL_MAX_WIDTH,
    height: Math.round((row.height * SOCIAL_MAX_WIDTH) / row.width),
    alt,
  };
}
