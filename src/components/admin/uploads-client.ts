import { UPLOAD_ENDPOINT } from "@/lib/uploads";

/** The message of a failed upload the server did not explain (a lost connection, a proxy's page). */
export const UPLOAD_FAILED = "An error occurred while uploading the image";

/** An uploaded image as the upload route lists it, with what the media library says of it. */
export interface ListedImage {
  name: string;
  url: string;
  /** A small variant to show, so that a list does not load every original; absent when unreadable. */
  preview?: string;
  alt?: string;
  caption?: string;
  width?: number;
  height?: number;
}

export type UploadAnswer = { url: string } | { error: string };

/** The JSON body of an answer, or an empty object when there is none (a proxy's error page, say). */
async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The uploaded images, newest first; null when they cannot be read. */
export async function fetchImages(): Promise<ListedImage[] | null> {
  try {
    const response = await fetch(UPLOAD_ENDPOINT, { cache: "no-store" });
    const body = await readJson(response);
    return response.ok && Array.isArray(body.images) ? (body.images as ListedImage[]) : null;
  } catch {
    return null;
  }
}

/**
 * One image through the site's upload route (bytes checked and re-encoded there), reporting
 * the share sent so far; fetch cannot tell upload progress, XMLHttpRequest can. The answer is
 * the image's address or the server's own words for a refusal.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { url?: unknown; error?: unknown };
      if (request.status >= 200 && request.status < 300 && typeof body.url === "string") resolve({ url: body.url });
      else resolve({ error: typeof body.error === "string" ? body.error : UPLOAD_FAILED });
    };
    request.onerror = () => resolve({ error: UPLOAD_FAILED });
    const body = new FormData();
    body.set("file", file);
    request.send(body);
  });
}
