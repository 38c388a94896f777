import "server-only";
import pLimit from "p-limit";
import { getLogger } from "../ops/logger";
import type { ImageStorage } from "../storage/image-storage";
import { MAX_INPUT_PIXELS, getImageStorage, getVariantStorage, isStoredName } from "../storage/uploads";
import { imageEncoder } from "./encoder";
import { ensureMediaRows } from "./library";
import { type VariantFormat, variantFormats, variantKey, variantWidths } from "./variant-names";

/**
 * Responsive copies of uploaded images (decision 126): each upload is stored once, and served at
 * `/uploads/{name}/{width}.{format}` in the widths and formats a browser picks from a srcset.
 * A copy is made with sharp (in the encoder's child process, decision 199) on its first request
 * and kept by the storage driver beside the uploads; the widths and formats are a short fixed
 * list, so a visitor cannot make the server produce (or store) anything else.
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
      // With the options scripts/image-encoder.mjs gives.
      const made = await imageEncoder().encode({
        kind: "variant",
        bytes: original,
        width,
        format,
        maxInputPixels: MAX_INPUT_PIXELS,
      });
      bytes = new Uint8Array(made.data);
    } catch (error) {
      // An upload sharp cannot read any more (damaged on disk), or an encoder that stopped under
      // it, leaves it without this variant: answered as missing.
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
