"use server";

import type { LeadFormState } from "@/lib/lead-forms";
import { type AuditField, auditFields } from "@/lib/validation/audit-form";
import { leadActionState } from "@/server/leads/lead-endpoints";

export async function submitAuditAction(
  _previous: LeadFormState<AuditField>,
  data: FormData,
): Promise<LeadFormState<AuditField>> {
  return leadActionState("audit", data, auditFields);
}
