import "server-only";
import { getConfig } from "../config";

/** Reading untrusted request bodies with a size cap: a 4xx for anything odd, never a crash. */

export class BadRequestError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "BadRequestError";
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > maxBytes) throw new BadRequestError(413, "too large");
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new BadRequestError(413, "too large");
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The fields of a form post (multipart or URL-encoded) or of a JSON object. */
export async function readFormOrJson(request: Request, maxBytes: number): Promise<FormData | Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const body = await readCapped(request, maxBytes);
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    try {
      return await new Response(body, { headers: { "content-type": type } }).formData();
    } catch {
      throw new BadRequestError(400, "malformed form data");
    }
  }
  if (/^application\/json\b/i.test(type)) {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw new BadRequestError(400, "malformed JSON");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new BadRequestError(400, "expected a JSON object");
    }
    return value as Record<string, unknown>;
  }
  throw new BadRequestError(415, "unsupported content type");
}

/**
 * Whether a browser sent the request from this site: its Origin is SITE_URL's, or names the
 * host the request was sent to. Requests without an Origin header (scripts, curl) pass; a page
 * on another site may not post on its visitors' behalf. X-Forwarded-Host is not believed: any
 * client can send it.
 */
export function isSameOrigin(request: Request, siteUrl = getConfig().siteUrl): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(siteUrl).origin || url.host === request.headers.get("host");
  } catch {
    return false;
  }
}
