"use server";

import { type AuditField, auditFields } from "@/lib/validation/audit-form";
import type { FormState } from "@/lib/validation/form-fields";
import { leadActionState } from "@/server/leads/lead-endpoints";

export async function submitAuditAction(
  _previous: FormState<AuditField>,
  data: FormData,
): Promise<FormState<AuditField>> {
  return leadActionState("audit", data, auditFields);
}
