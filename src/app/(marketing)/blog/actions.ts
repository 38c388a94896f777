"use server";

import { headers } from "next/headers";
import type { FormState } from "@/lib/validation/form-fields";
import { type NewsletterField, newsletterFields } from "@/lib/validation/newsletter";
import { submitNewsletterSignUp } from "@/server/audience/newsletter-form";
import { formStateOf } from "@/server/forms/public-form";
import { clientIp } from "@/server/http/client-address";

export async function subscribeToNewsletterAction(
  _previous: FormState<NewsletterField>,
  data: FormData,
): Promise<FormState<NewsletterField>> {
  const outcome = await submitNewsletterSignUp(data, { ip: clientIp(await headers()), page: "/blog" });
  return formStateOf(outcome, data, newsletterFields);
}
