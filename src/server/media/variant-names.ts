import path from "node:path";
import type { MediaRow } from "./records";

/**
 * The names of an upload's responsive copies (decision 126): the widths and formats it is
 * offered in, their addresses and the keys they are kept under in the variant storage.
 */

/** The widths offered, each only when narrower than the image, which is also offered at its own width. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

export type VariantFormat = "avif" | "webp" | "jpg" | "png";

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** Extensions of originals that get variants; a GIF keeps its animation as it was uploaded. */
const FALLBACK_FORMATS: Record<string, VariantFormat> = {
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
};

/** The widths an image of `width` pixels is offered in, narrowest first. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

/** The format an image falls back to for a browser that takes neither AVIF nor WebP; undefined for none (GIF). */
export function fallbackFormat(name: string): VariantFormat | undefined {
  return FALLBACK_FORMATS[path.extname(name).slice(1)];
}

/** The formats an image is offered in, best first: AVIF, WebP, then its own. */
export function variantFormats(name: string): VariantFormat[] {
  const own = fallbackFormat(name);
  return own ? [...new Set<VariantFormat>(["avif", "webp", own])] : [];
}

export const variantContentType = (format: VariantFormat) => CONTENT_TYPES[format];

export const variantUrl = (name: string, width: number, format: VariantFormat) => `/uploads/${name}/${width}.${format}`;

export const variantKey = (name: string, width: number, format: VariantFormat) => `${name}.${width}.${format}`;

/** Every copy an image can have, for removing them with it. */
export function variantKeys(row: Pick<MediaRow, "name" | "width">): string[] {
  return variantFormats(row.name).flatMap((format) =>
    variantWidths(row.width).map((width) => variantKey(row.name, width, format)),
  );
}

const VARIANT = /^([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/;

/** The width and format a variant's last path segment asks for, or undefined when it is not one. */
export function parseVariant(segment: string): { width: number; format: VariantFormat } | undefined {
  const match = VARIANT.exec(segment);
  return match ? { width: Number(match[1]), format: match[2] as VariantFormat } : undefined;
}

/** A small copy for previews (the media library, the image picker): the narrowest WebP, or the upload itself when it has no variants (a GIF). */
export function previewUrl(row: Pick<MediaRow, "name" | "width">): string {
  return fallbackFormat(row.name) ? variantUrl(row.name, variantWidths(row.width)[0]!, "webp") : `/uploads/${row.name}`;
}
