/** The inbox's address: which folder (?view=spam) and which page (?page=N). */

/** Five leads a page (docs/product.md, Leads inbox). */
export const CONTACT_SUBMISSIONS_PAGE_SIZE = 5;

export type InboxView = "inbox" | "spam";

export interface InboxParams {
  view: InboxView;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Anything unexpected in the address falls back to the inbox's first page. */
export function parseInboxParams(searchParams: SearchParams): InboxParams {
  const page = Number(first(searchParams.page));
  return {
    view: first(searchParams.view) === "spam" ? "spam" : "inbox",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export function inboxHref({ view, page }: InboxParams): string {
  const query = new URLSearchParams();
  if (view === "spam") query.set("view", "spam");
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
