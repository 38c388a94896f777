import "server-only";
import { newsletterMailCopy as copy } from "@/content/newsletter-pages";
import { newsletterLinks } from "@/lib/newsletter-links";
import { getSiteFacts } from "../site-settings";
import { signToken } from "./subscriber-tokens";
import type { Subscriber } from "./subscribers";

const linkTo = (siteUrl: string, path: string, token: string) => `${siteUrl}${path}?token=${encodeURIComponent(token)}`;

export interface SubscriberMessage {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * What every e-mail to a subscriber carries: the unsubscribe link in its text and in the
 * headers mail programs show as an Unsubscribe button, which posts to it in one click (RFC 8058).
 */
async function unsubscribeParts(subscriber: Subscriber, siteUrl: string, now = new Date()) {
  const url = linkTo(siteUrl, newsletterLinks.unsubscribe.page, await signToken("unsubscribe", subscriber, now));
  return {
    url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The double opt-in e-mail: nothing is sent to the address until its link is followed and confirmed. */
export async function confirmationMessage(
  subscriber: Subscriber,
  siteUrl: string,
  now = new Date(),
): Promise<SubscriberMessage> {
  const confirmUrl = linkTo(siteUrl, newsletterLinks.confirm.page, await signToken("confirm", subscriber, now));
  const unsubscribe = await unsubscribeParts(subscriber, siteUrl, now);
  const { name } = await getSiteFacts();
  return {
    to: subscriber.email,
    subject: copy.subject(name),
    text: [
      copy.intro(name),
      "",
      confirmUrl,
      "",
      copy.validFor,
      copy.notYou,
      "",
      `${copy.unsubscribe} ${unsubscribe.url}`,
    ].join("\n"),
    headers: unsubscribe.headers,
  };
}
