"use server";

import type { LeadFormState } from "@/lib/lead-forms";
import { type ContactField, contactFields } from "@/lib/validation/contact-form";
import { leadActionState } from "@/server/leads/lead-endpoints";

export async function submitContactAction(
  _previous: LeadFormState<ContactField>,
  data: FormData,
): Promise<LeadFormState<ContactField>> {
  return leadActionState("contact", data, contactFields);
}
