import "server-only";
import { newsletterLinks } from "@/lib/newsletter-links";
import { getLogger } from "../ops/logger";
import { confirmSubscription, unsubscribe } from "./subscribers";

/**
 * The POST behind the Confirm and Unsubscribe buttons, and the one-click unsubscribe of mail
 * programs (RFC 8058). The signed token in the address is the whole authority: no session, no
 * origin check (a mail provider posts from its own servers), and the body is not read. The answer
 * sends a browser back to the page, which then shows what happened.
 */
export async function postNewsletterLink(request: Request, purpose: "confirm" | "unsubscribe"): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const back = `${newsletterLinks[purpose].page}?token=${encodeURIComponent(token)}`;
  try {
    const outcome = await (purpose === "confirm" ? confirmSubscription(token) : unsubscribe(token));
    return new Response(null, {
      status: 303,
      headers: { Location: outcome === "valid" ? `${back}&done=1` : back, "Cache-Control": "no-store" },
    });
  } catch (err) {
    getLogger().error({ err }, `Newsletter ${purpose} link failed`);
    return new Response("Something went wrong and nothing was changed. Please try again in a few minutes.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
