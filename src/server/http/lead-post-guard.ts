import "server-only";
import { leadFormText } from "@/content/lead-forms";
import { MAX_LEAD_BODY_BYTES, leadPages } from "@/lib/lead-forms";

const pages = new Set<string>(Object.values(leadPages));

/**
 * A form posted without JavaScript reaches its page's server action, where Next.js answers a
 * body over its 1 MB limit with a 500. Refused here first, from the declared length: 413 and
 * a sentence a person can act on.
 */
export function refuseOversizedLeadPost(request: Request): Response | undefined {
  if (request.method !== "POST" || !pages.has(new URL(request.url).pathname)) return undefined;
  if (Number(request.headers.get("content-length")) <= MAX_LEAD_BODY_BYTES) return undefined;
  return new Response(leadFormText.tooLarge, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
