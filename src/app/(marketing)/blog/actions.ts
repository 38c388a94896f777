"use server";

import { headers } from "next/headers";
import { newsletterCopy as copy } from "@/content/blog-pages";
import { INVALID_EMAIL, NewsletterSchema, type NewsletterState } from "@/lib/validation/newsletter";
import { clientIp } from "@/server/http/client-address";
import { subscribeToNewsletter } from "@/server/audience/subscribers";
import { hitRateLimit } from "@/server/rate-limit";

const HOURLY_SIGNUPS_PER_IP = 5;

export async function subscribeToNewsletterAction(
  _previous: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.slice(0, 300) : "";
  // Bots fill every field; people never see this one. Tell the bot it worked.
  if (form.get("website")) return { status: "subscribed", message: copy.subscribed, email: "" };

  const parsed = NewsletterSchema.safeParse({ email });
  if (!parsed.success) return { status: "error", message: INVALID_EMAIL, email };

  try {
    const limit = await hitRateLimit(`newsletter:${clientIp(await headers())}`, {
      limit: HOURLY_SIGNUPS_PER_IP,
      windowMs: 60 * 60 * 1000,
    });
    if (!limit.allowed) return { status: "error", message: copy.tooMany, email };
    // Already subscribed reads the same as newly subscribed: the form does not reveal who is on the list.
    await subscribeToNewsletter(parsed.data.email);
  } catch (error) {
    console.error("Newsletter sign-up failed.", error);
    return { status: "error", message: copy.failed, email };
  }
  return { status: "subscribed", message: copy.subscribed, email: "" };
}
