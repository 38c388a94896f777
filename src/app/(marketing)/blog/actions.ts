"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import type { FormState } from "@/lib/validation/form-fields";
import { type NewsletterField, newsletterFields } from "@/lib/validation/newsletter";
import { submitNewsletterSignUp } from "@/server/audience/newsletter-form";
import { formStateOf } from "@/server/forms/public-form";
import { clientIp } from "@/server/http/client-address";
import { sendPendingNotifications } from "@/server/leads/outbox-worker";

export async function subscribeToNewsletterAction(
  _previous: FormState<NewsletterField>,
  data: FormData,
): Promise<FormState<NewsletterField>> {
  const outcome = await submitNewsletterSignUp(data, { ip: clientIp(await headers()), page: "/blog" });
  // The confirmation e-mail waits in the outbox; the worker sends it after the answer.
  if (outcome.ok) after(sendPendingNotifications);
  return formStateOf(outcome, data, newsletterFields);
}
