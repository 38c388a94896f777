import { MAX_UPLOAD_BODY_BYTES } from "@/lib/uploads";
import { recordAudit } from "@/server/auth/audit-log";
import { getAdminFromHeaders } from "@/server/auth/require-admin";
import { clientIp } from "@/server/http/client-address";
import { BadRequestError, isSameOrigin, readFormOrJson } from "@/server/http/request-body";
import { StorageUnavailableError } from "@/server/storage/image-storage";
import { ensureMediaRows } from "@/server/media/library";
import { previewUrl } from "@/server/media/variant-names";
import { UploadError, listImages, storeImage } from "@/server/storage/uploads";
import { uploadText } from "@/content/uploads";
import { getLogger } from "@/server/ops/logger";

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

const authenticationRequired = () => json({ error: "Authentication required" }, 401);

/** A storage that is down is the operator's to fix: the admin is told to try later. */
function storageUnavailable(error: StorageUnavailableError): Response {
  getLogger().error({ err: error }, error.message);
  return json({ error: uploadText.unreachable }, 503);
}

/**
 * The images an admin can choose from, newest first, with the media library's alt text, caption,
 * size and a small preview (images uploaded before the library are recorded on the way).
 */
export async function GET(request: Request) {
  if (!(await getAdminFromHeaders(request.headers))) return authenticationRequired();
  try {
    const images = await listImages();
    const rows = await ensureMediaRows(images.map((image) => image.name));
    return json({
      images: images.map((image) => {
        const row = rows.get(image.name);
        return row
          ? {
              ...image,
              alt: row.alt,
              caption: row.caption,
              width: row.width,
              height: row.height,
              preview: previewUrl(row),
            }
          : image;
      }),
    });
  } catch (error) {
    if (error instanceof StorageUnavailableError) return storageUnavailable(error);
    throw error;
  }
}

/** One image in the multipart field `file`: 201 with its address, or a 4xx saying what is wrong. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return json({ error: "Uploads are only accepted from this site." }, 403);
  const session = await getAdminFromHeaders(request.headers);
  if (!session) return authenticationRequired();

  let fields: FormData | Record<string, unknown>;
  try {
    fields = await readFormOrJson(request, MAX_UPLOAD_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    return error.status === 413 ? json({ error: uploadText.tooLarge }, 413) : json({ error: uploadText.missing }, 400);
  }
  const file = fields instanceof FormData ? fields.get("file") : null;
  if (!(file instanceof File)) return json({ error: uploadText.missing }, 400);

  try {
    const image = await storeImage(new Uint8Array(await file.arrayBuffer()), file.name);
    await recordAudit({
      action: "image-uploaded",
      actor: session.user.email,
      ip: clientIp(request.headers),
      object: { type: "image", label: image.name },
    });
    return json({ url: image.url, name: image.name }, 201);
  } catch (error) {
    if (error instanceof UploadError) return json({ error: error.message }, error.status);
    if (error instanceof StorageUnavailableError) return storageUnavailable(error);
    throw error;
  }
}
