import { readImage } from "@/server/storage/uploads";

/** An uploaded image. Its name is random and never reused, so browsers may keep it for good. */
export async function GET(_request: Request, { params }: RouteContext<"/uploads/[name]">) {
  const image = await readImage((await params).name);
  if (!image) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(image.bytes, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
