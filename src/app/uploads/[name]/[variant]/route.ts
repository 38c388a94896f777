import { parseVariant, variantContentType } from "@/server/media/variant-names";
import { VariantsBusyError, readVariant } from "@/server/media/variants";
import { StorageUnavailableError } from "@/server/storage/image-storage";
import { getLogger } from "@/server/ops/logger";

const textHeaders = { "Content-Type": "text/plain; charset=utf-8" };

const retryLater = () =>
  new Response("Service unavailable", {
    status: 503,
    headers: { ...textHeaders, "Retry-After": "30", "Cache-Control": "no-store" },
  });

/**
 * An uploaded image at one of the widths and formats it is offered in (decision 126), e.g.
 * `/uploads/NAME.jpg/960.avif`: made on its first request, the same bytes ever after, so
 * browsers may keep it for good. Anything but a width and format the image is offered in is
 * refused: a malformed request with 400, an unknown image, width or format with 404.
 */
export async function GET(_request: Request, { params }: RouteContext<"/uploads/[name]/[variant]">) {
  const { name, variant } = await params;
  const wanted = parseVariant(variant);
  if (!wanted) return new Response("Bad request", { status: 400, headers: textHeaders });
  let bytes: Uint8Array | null;
  try {
    bytes = await readVariant(name, wanted.width, wanted.format);
  } catch (error) {
    if (error instanceof VariantsBusyError) return retryLater();
    if (!(error instanceof StorageUnavailableError)) throw error;
    getLogger().error({ err: error }, error.message);
    return retryLater();
  }
  if (!bytes) return new Response("Not found", { status: 404, headers: textHeaders });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": variantContentType(wanted.format),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
