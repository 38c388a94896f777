/**
 * What the server's human check made of a lead, in the words the lead's page and its notification
 * e-mail both use. No token is stored when no reCAPTCHA keys were set as the lead was sent
 * (lead-forms.ts); a failed check stores a marker instead of the token.
 */

export type HumanCheckVerdict = "passed" | "not-passed" | "not-configured";

export function humanCheckVerdict(lead: {
  recaptcha_token: string | null;
  recaptcha_verified: boolean;
}): HumanCheckVerdict {
  if (lead.recaptcha_verified) return "passed";
  return lead.recaptcha_token === null ? "not-configured" : "not-passed";
}

export const humanCheckLabels: Record<HumanCheckVerdict, string> = {
  passed: "Passed",
  "not-passed": "Not passed",
  "not-configured": "Not configured (no reCAPTCHA keys when the lead was sent)",
};
