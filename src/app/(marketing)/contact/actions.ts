"use server";

import { type ContactField, contactFields } from "@/lib/validation/contact-form";
import type { FormState } from "@/lib/validation/form-fields";
import { leadActionState } from "@/server/leads/lead-endpoints";

export async function submitContactAction(
  _previous: FormState<ContactField>,
  data: FormData,
): Promise<FormState<ContactField>> {
  return leadActionState("contact", data, contactFields);
}
