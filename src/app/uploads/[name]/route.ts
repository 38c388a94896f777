import { StorageUnavailableError } from "@/server/storage/image-storage";
import { readImage } from "@/server/storage/uploads";
import { getLogger } from "@/server/ops/logger";

const textHeaders = { "Content-Type": "text/plain; charset=utf-8" };

/** An uploaded image. Its name is random and never reused, so browsers may keep it for good. */
export async function GET(_request: Request, { params }: RouteContext<"/uploads/[name]">) {
  let image: Awaited<ReturnType<typeof readImage>>;
  try {
    image = await readImage((await params).name);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    // The image is still there: a browser or proxy should ask again soon, not remember a failure.
    getLogger().error({ err: error }, error.message);
    return new Response("Service unavailable", {
      status: 503,
      headers: { ...textHeaders, "Retry-After": "30", "Cache-Control": "no-store" },
    });
  }
  if (!image) return new Response("Not found", { status: 404, headers: textHeaders });
  return new Response(image.bytes, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
