import type { VisitSourceField } from "./attribution/visit-source";
import type { FieldErrors, FormState } from "./validation/form-fields";

/**
 * What the public forms share between the browser and the server besides their own fields:
 * the two lead forms, and the newsletter, which uses only the honeypot.
 */

export type LeadFormKind = "contact" | "audit";
export type PublicFormKind = LeadFormKind | "newsletter";

/** Hidden fields: a honeypot that people never fill, the signed time the form was shown, the human-check token. */
export const HONEYPOT_FIELD = "website";
export const STAMP_FIELD = "form_started";
export const RECAPTCHA_FIELD = "recaptcha_token";

/** A person needs longer than this to fill in a form; a script does not (FORM_MIN_FILL_MS changes it). */
export const MIN_FILL_MS = 3000;

/** Per form and per IP address. */
export const LEAD_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** reCAPTCHA v3 action names; "page_load" is requested when a form is first used. */
export const recaptchaActions = {
  contact: "contact_form_submit",
  audit: "audit_form_submit",
} as const satisfies Record<LeadFormKind, string>;

/** The pages with a lead form; without JavaScript the form posts to its page (a server action). */
export const leadPages = {
  contact: "/contact",
  audit: "/local-business-audit",
} as const satisfies Record<LeadFormKind, string>;

/** Far above what the largest valid form weighs (about 6 kB), far below what hurts. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

/** JSON endpoints the forms post to when JavaScript runs (decision 031). */
export const leadEndpoints = {
  contact: "/api/contact",
  audit: "/api/local-business-audit",
} as const satisfies Record<LeadFormKind, string>;

/**
 * What a lead form shows after it was posted without JavaScript: the values put back on a
 * failure include the visit's source it carried, so that sending again loses none of it.
 */
export type LeadFormState<K extends string> = FormState<K | VisitSourceField>;

/** The JSON body of a lead endpoint's answer. */
export type LeadResponse<K extends string = string> =
  { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors<K> };
