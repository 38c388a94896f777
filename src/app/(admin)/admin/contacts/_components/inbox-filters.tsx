import { buttonClass } from "@/components/ui/button";
import { LEAD_FORMS, LEAD_STATUSES, leadFormLabels, leadStatusLabels } from "@/lib/lead-pipeline";
import { type InboxParams, MAX_INBOX_QUERY, inboxHref } from "./inbox-params";

const control =
  "mt-1.5 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-2 focus:outline-brand-700";
const label = "block text-sm font-semibold text-ink-800";

/** A plain GET form: the filters live in the address, so they work without JavaScript and can be shared. */
export function InboxFilters({ params }: { params: InboxParams }) {
  const filtered = Boolean(params.status || params.form || params.q);
  return (
    <form
      method="get"
      action="/admin/contacts"
      role="search"
      aria-label="Filter submissions"
      className="mt-6 grid items-end gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
    >
      {params.view === "spam" && <input type="hidden" name="view" value="spam" />}
      <div>
        <label htmlFor="filter-status" className={label}>
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={params.status ?? ""} className={control}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-form" className={label}>
          Form
        </label>
        <select id="filter-form" name="form" defaultValue={params.form ?? ""} className={control}>
          <option value="">Any form</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {leadFormLabels[form]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-q" className={label}>
          Name, e-mail or company
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          maxLength={MAX_INBOX_QUERY}
          defaultValue={params.q ?? ""}
          className={control}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Filter
        </button>
        {filtered && (
          <a
            href={inboxHref({ view: params.view, page: 1 })}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Clear
          </a>
        )}
      </div>
    </form>
  );
}
