import "server-only";
import { createHash } from "node:crypto";
import { contactFormText } from "@/content/contact-form";
import { auditFormText } from "@/content/audit-form";
import { leadFormText } from "@/content/lead-forms";
import { LEAD_RATE_LIMIT, type LeadFormKind, RECAPTCHA_FIELD, STAMP_FIELD, recaptchaActions } from "@/lib/lead-forms";
import { type AuditFormInput, AuditFormSchema, auditFields } from "@/lib/validation/audit-form";
import { type ContactFormInput, ContactFormSchema, contactFields } from "@/lib/validation/contact-form";
import { parseFields, readTextField } from "@/lib/validation/form-fields";
import { readVisitSource } from "@/lib/validation/visit-source";
import { getConfig } from "../config";
import { type FormSource, type PublicForm, type PublicFormOutcome, submitPublicForm } from "../forms/public-form";
import { hashIp } from "../forms/spam-guard";
import { type NewLead, insertLead } from "./leads";
import { type RecaptchaSettings, verifyRecaptcha } from "./human-check";

/**
 * The two lead forms on the public-form pipeline: each maps onto a contact_submissions row;
 * spam is stored apart, and a person's submission is checked with reCAPTCHA when it is set up.
 */

export type LeadOutcome = PublicFormOutcome<{ submissionId: number }>;

export interface LeadOptions {
  /** Set when both reCAPTCHA keys are configured. */
  recaptcha?: RecaptchaSettings;
  now?: Date;
}

type LeadRow = Pick<NewLead, "name" | "email" | "company" | "phone" | "message" | "service">;

/** Validates a submission against its form's schema and maps it onto a contact_submissions row. */
const leadRows: Record<LeadFormKind, PublicForm<LeadRow, object>["validate"]> = {
  contact: (source) => {
    const parsed = parseFields(ContactFormSchema, source, contactFields);
    return "errors" in parsed ? parsed : { value: contactRow(parsed.value) };
  },
  audit: (source) => {
    const parsed = parseFields(AuditFormSchema, source, auditFields);
    return "errors" in parsed ? parsed : { value: auditRow(parsed.value) };
  },
};

function contactRow(v: ContactFormInput): LeadRow {
  return {
    name: v.name,
    email: v.email,
    company: v.company || null,
    phone: v.phone || null,
    message: v.message,
    service: v.service || null,
  };
}

function auditRow(v: AuditFormInput): LeadRow {
  return {
    name: v.name,
    email: v.email,
    company: v.businessName,
    phone: v.phone,
    message: auditMessage(v),
    service: auditFormText.service,
  };
}

const storageErrorPrefix = {
  contact: contactFormText.storageErrorPrefix,
  audit: auditFormText.storageErrorPrefix,
} as const satisfies Record<LeadFormKind, string>;

function auditMessage(v: AuditFormInput): string {
  return [
    `Free local business marketing audit request from ${v.businessName}.`,
    "",
    `Business: ${v.businessName}`,
    `Contact: ${v.name}`,
    `Email: ${v.email}`,
    `Phone: ${v.phone}`,
  ].join("\n");
}

/**
 * The same form render (its stamp) sent again with the same fields: a retry whose answer was
 * lost. Another message from the same page, after a success, differs in its fields.
 */
function idempotencyKey(form: LeadFormKind, source: FormSource, row: LeadRow): string | null {
  const stamp = readTextField(source, STAMP_FIELD);
  if (!stamp) return null;
  return createHash("sha256")
    .update(JSON.stringify([form, stamp, row]))
    .digest("base64url");
}

function leadForm(
  form: LeadFormKind,
  recaptcha: RecaptchaSettings | undefined,
): PublicForm<LeadRow, { submissionId: number }> {
  return {
    kind: form,
    validate: leadRows[form],
    rateLimit: { key: `lead-${form}`, ...LEAD_RATE_LIMIT },
    stamped: true,
    texts: {
      malformed: leadFormText.malformed,
      rateLimited: leadFormText.rateLimited,
      storageFailed: storageErrorPrefix[form] + leadFormText.storageErrorDetail,
    },
    async store(row, { source, ip, spam }) {
      let humanCheck: Pick<NewLead, "recaptcha_token" | "recaptcha_verified"> = {
        recaptcha_token: null,
        recaptcha_verified: false,
      };
      if (recaptcha && !spam) {
        const token = readTextField(source, RECAPTCHA_FIELD);
        const result = await verifyRecaptcha(token, recaptchaActions[form], recaptcha, ip);
        humanCheck = result.success
          ? { recaptcha_token: token, recaptcha_verified: true }
          : { recaptcha_token: "recaptcha-failed", recaptcha_verified: false };
      }
      const saved = await insertLead({
        ...row,
        form,
        ...readVisitSource(source),
        ...humanCheck,
        is_spam: spam !== null,
        spam_reason: spam,
        ip_hash: ip === "unknown" ? null : await hashIp(ip),
        idempotency_key: idempotencyKey(form, source, row),
      });
      return { submissionId: saved.id };
    },
  };
}

export async function submitLead(
  form: LeadFormKind,
  source: FormSource,
  client: { ip: string },
  { recaptcha = getConfig().recaptcha, now = new Date() }: LeadOptions = {},
): Promise<LeadOutcome> {
  return submitPublicForm(leadForm(form, recaptcha), source, client, now);
}
