import "server-only";
import pLimit from "p-limit";
import sharp from "sharp";
import { getLogger } from "../ops/logger";
import type { ImageStorage } from "../storage/image-storage";
import { MAX_INPUT_PIXELS, getImageStorage, getVariantStorage, isStoredName } from "../storage/uploads";
import { ensureMediaRows } from "./library";
import { type VariantFormat, variantFormats, variantKey, variantWidths } from "./variant-names";

/**
 * Responsive copies of uploaded images (decision 126): each upload is stored once, and served at
 * `/uploads/{name}/{width}.{format}` in the widths and formats a browser picks from a srcset.
 * A copy is made with sharp on its first request and kept by the storage driver beside the
 * uploads; the widths and formats are a short fixed list, so a visitor cannot make the server
 * produce (or store) anything else.
 */

/**
 * Encoding is the heavy part: one copy at a time per process (sharp itself uses every core for
 * it), and a short queue; past it a request is answered "busy" instead of waiting behind dozens.
 */
const ENCODE_CONCURRENCY = 1;
const MAX_QUEUED_ENCODES = 16;
const encodeLimit = pLimit(ENCODE_CONCURRENCY);

/** Too many copies are being made at once: the request may be made again shortly. */
export class VariantsBusyError extends Error {
  constructor() {
    super("Too many image variants are being made; try again shortly");
    this.name = "VariantsBusyError";
  }
}

function encode(original: Uint8Array, width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  switch (format) {
    case "avif":
      return image.avif({ quality: 55, effort: 3 }).toBuffer();
    case "webp":
      return image.webp({ quality: 78 }).toBuffer();
    case "jpg":
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  }
}

/** Copies being made in this process, so that a crowd asking for one new copy makes it once. */
const inFlight = new Map<string, Promise<Uint8Array | null>>();

export interface VariantStores {
  originals: ImageStorage;
  variants: ImageStorage;
}

/**
 * One variant's bytes: from the variant storage, else made from the upload and kept there.
 * Null when the image does not exist or is not offered at that width and format.
 */
export async function readVariant(
  name: string,
  width: number,
  format: VariantFormat,
  stores: VariantStores = { originals: getImageStorage(), variants: getVariantStorage() },
): Promise<Uint8Array | null> {
  if (!isStoredName(name) || !variantFormats(name).includes(format)) return null;
  const row = (await ensureMediaRows([name], stores.originals)).get(name);
  if (!row || !variantWidths(row.width).includes(width)) return null;
  const key = variantKey(name, width, format);
  const kept = await stores.variants.read(key);
  if (kept) return kept;

  const running = inFlight.get(key);
  if (running) return running;
  if (encodeLimit.pendingCount >= MAX_QUEUED_ENCODES) throw new VariantsBusyError();
  const making = encodeLimit(async () => {
    const original = await stores.originals.read(name);
    if (!original) return null;
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await encode(original, width, format));
    } catch (error) {
      // An upload sharp cannot read any more (damaged on disk) has no variants: answered as missing.
      getLogger().warn({ err: error, image: name }, "Making an image variant failed");
      return null;
    }
    // A copy that could not be kept is still served, and made again next time.
    await stores.variants.put(key, bytes).catch((error: unknown) => {
      getLogger().warn({ err: error, variant: key }, "Keeping an image variant failed");
    });
    return bytes;
  }).finally(() => inFlight.delete(key));
  inFlight.set(key, making);
  return making;
}
