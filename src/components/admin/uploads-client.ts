import { UPLOAD_ENDPOINT } from "@/lib/uploads";

const UPLOAD_FAILED = "The image could not be uploaded: check the connection and try again.";

export type UploadAnswer = { url: string } | { error: string };

/**
 * One image through the site's upload route (bytes checked and re-encoded there), reporting
 * the share sent so far; fetch cannot tell upload progress, XMLHttpRequest can. The answer is
 * the image's address or the server's own words for a refusal.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
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
