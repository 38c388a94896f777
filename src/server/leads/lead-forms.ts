import "server-only";
import { contactFormText } from "@/content/contact-form";
import { auditFormText } from "@/content/audit-form";
import { leadFormText } from "@/content/lead-forms";
import {
  HONEYPOT_FIELD,
  LEAD_RATE_LIMIT,
  type LeadFormKind,
  RECAPTCHA_FIELD,
  STAMP_FIELD,
  recaptchaActions,
} from "@/lib/lead-forms";
import { type AuditFormInput, AuditFormSchema, auditFields } from "@/lib/validation/audit-form";
import { type ContactFormInput, ContactFormSchema, contactFields } from "@/lib/validation/contact-form";
import { type FieldErrors, fieldErrors, readFields } from "@/lib/validation/form-fields";
import { getConfig } from "../config";
import { type NewLead, insertLead } from "./leads";
import { type RecaptchaSettings, verifyRecaptcha } from "./human-check";
import { hitRateLimit } from "../rate-limit";
import { hashIp, spamReason } from "./spam-guard";

/**
 * One pipeline for both lead forms, whichever way they arrive (server action or JSON
 * endpoint): validate, rate-limit, sort out spam, check for a human, store.
 */

export type LeadOutcome =
  | { ok: true; submissionId: number }
  | { ok: false; status: 400; error: string; fieldErrors: FieldErrors }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }
  | { ok: false; status: 503; error: string };

export interface LeadOptions {
  /** Set when both reCAPTCHA keys are configured. */
  recaptcha?: RecaptchaSettings;
  now?: Date;
}

type LeadRow = Pick<NewLead, "name" | "email" | "company" | "phone" | "message" | "service">;

/** Validates a submission against its form's schema and maps it onto a contact_submissions row. */
function validate(
  form: LeadFormKind,
  source: FormData | Record<string, unknown>,
): { row: LeadRow } | { errors: FieldErrors } {
  if (form === "contact") {
    const result = ContactFormSchema.safeParse(readFields(source, contactFields));
    return result.success ? { row: contactRow(result.data) } : { errors: fieldErrors(result.error) };
  }
  const result = AuditFormSchema.safeParse(readFields(source, auditFields));
  return result.success ? { row: auditRow(result.data) } : { errors: fieldErrors(result.error) };
}

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

/** The typed field values of a submission, as text, to put back into a form that failed. */
export function submittedValues<K extends string>(
  source: FormData | Record<string, unknown>,
  names: readonly K[],
): Partial<Record<K, string>> {
  const fields = readFields(source, names);
  return Object.fromEntries(names.map((n) => [n, typeof fields[n] === "string" ? fields[n] : ""])) as Partial<
    Record<K, string>
  >;
}

export async function submitLead(
  form: LeadFormKind,
  source: FormData | Record<string, unknown>,
  client: { ip: string },
  { recaptcha = getConfig().recaptcha, now = new Date() }: LeadOptions = {},
): Promise<LeadOutcome> {
  const parsed = validate(form, source);
  if ("errors" in parsed) {
    const error = Object.values(parsed.errors)[0] ?? leadFormText.malformed;
    return { ok: false, status: 400, error, fieldErrors: parsed.errors };
  }

  try {
    const limit = await hitRateLimit(`lead-${form}:${client.ip}`, LEAD_RATE_LIMIT, now);
    if (!limit.allowed) {
      return {
        ok: false,
        status: 429,
        error: leadFormText.rateLimited(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }

    const extra = readFields(source, [HONEYPOT_FIELD, STAMP_FIELD, RECAPTCHA_FIELD]);
    const spam = await spamReason(form, { honeypot: extra[HONEYPOT_FIELD], stamp: extra[STAMP_FIELD] }, now.getTime());

    let humanCheck: Pick<NewLead, "recaptcha_token" | "recaptcha_verified"> = {
      recaptcha_token: null,
      recaptcha_verified: false,
    };
    if (recaptcha && !spam) {
      const token = typeof extra[RECAPTCHA_FIELD] === "string" ? extra[RECAPTCHA_FIELD] : "";
      const result = await verifyRecaptcha(token, recaptchaActions[form], recaptcha, client.ip);
      humanCheck = result.success
        ? { recaptcha_token: token, recaptcha_verified: true }
        : { recaptcha_token: "recaptcha-failed", recaptcha_verified: false };
    }

    const row = await insertLead({
      ...parsed.row,
      ...humanCheck,
      is_spam: spam !== null,
      spam_reason: spam,
      ip_hash: client.ip === "unknown" ? null : await hashIp(client.ip),
    });
    return { ok: true, submissionId: row.id };
  } catch (err) {
    // The database is the only thing here that can fail: say so, without its internals.
    console.error(`Could not store a ${form} form submission:`, err);
    return { ok: false, status: 503, error: storageErrorPrefix[form] + leadFormText.storageErrorDetail };
  }
}
