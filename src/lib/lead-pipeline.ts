import type { LeadFormKind } from "./lead-forms";

/** The lead pipeline's words, shared by the admin's pages and the server (decision 170). */

export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const leadFormLabels: Record<LeadFormKind, string> = {
  contact: "Contact form",
  audit: "Local business audit",
};

export const LEAD_FORMS = Object.keys(leadFormLabels) as LeadFormKind[];

/** A note is a few lines, not a document. */
export const MAX_NOTE_LENGTH = 2000;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}

export function isLeadForm(value: unknown): value is LeadFormKind {
  return (LEAD_FORMS as unknown[]).includes(value);
}
