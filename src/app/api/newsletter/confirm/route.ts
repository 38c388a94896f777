import { postNewsletterLink } from "@/server/audience/link-endpoints";

/** POST /newsletter/confirm?token=… arrives here through the proxy's rewrite. */
export function POST(request: Request): Promise<Response> {
  return postNewsletterLink(request, "confirm");
}
