import type { LeadFormKind } from "@/lib/lead-forms";
import { type LeadStatus, isLeadForm, isLeadStatus } from "@/lib/lead-pipeline";
import { firstValue } from "@/lib/page-query";

/**
 * The inbox's address: which folder (?view=spam), which page (?page=N), and the filters: one
 * status (?status=contacted), one form (?form=audit) and text in the name, e-mail or company (?q=).
 */

/** Five leads a page (docs/product.md, Leads inbox). */
export const CONTACT_SUBMISSIONS_PAGE_SIZE = 5;

export type InboxView = "inbox" | "spam";

/** Longer search text is no name, e-mail or company anyone typed: it is ignored. */
export const MAX_INBOX_QUERY = 100;

export interface InboxFilter {
  status?: LeadStatus;
  form?: LeadFormKind;
  q?: string;
}

export interface InboxParams extends InboxFilter {
  view: InboxView;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** Anything unexpected in the address falls back to the inbox's first page, unfiltered. */
export function parseInboxParams(searchParams: SearchParams): InboxParams {
  const page = Number(firstValue(searchParams.page));
  const status = firstValue(searchParams.status);
  const form = firstValue(searchParams.form);
  const q = firstValue(searchParams.q)?.trim();
  return {
    view: firstValue(searchParams.view) === "spam" ? "spam" : "inbox",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    status: isLeadStatus(status) ? status : undefined,
    form: isLeadForm(form) ? form : undefined,
    q: q && q.length <= MAX_INBOX_QUERY ? q : undefined,
  };
}

export function inboxHref({ view, page, status, form, q }: InboxParams): string {
  const query = new URLSearchParams();
  if (view === "spam") query.set("view", "spam");
  if (status) query.set("status", status);
  if (form) query.set("form", form);
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/admin/contacts?${search}` : "/admin/contacts";
}

/** At least one page, so that an empty folder is its own page 1. */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / CONTACT_SUBMISSIONS_PAGE_SIZE));
}

export function offsetOf(page: number): number {
  return (page - 1) * CONTACT_SUBMISSIONS_PAGE_SIZE;
}
