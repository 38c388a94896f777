import { postNewsletterLink } from "@/server/audience/link-endpoints";

/** POST /newsletter/unsubscribe?token=… (the button, or a mail program's one-click) arrives here through the proxy's rewrite. */
export function POST(request: Request): Promise<Response> {
  return postNewsletterLink(request, "unsubscribe");
}
