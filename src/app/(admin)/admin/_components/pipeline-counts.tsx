import Link from "next/link";
import { LEAD_STATUSES, type LeadStatus, leadStatusLabels } from "@/lib/lead-pipeline";

/** How many leads stand at each status, each count a link to the inbox filtered by it. */
export function PipelineCounts({ counts, failure }: { counts?: Record<LeadStatus, number>; failure: string }) {
  return (
    <section aria-labelledby="pipeline-counts" className="mt-10 rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <h2 id="pipeline-counts" className="text-lg font-bold text-ink-900">
        Leads by status
      </h2>
      {counts === undefined ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failure}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Link
                href={`/admin/contacts?status=${status}`}
                className="block rounded-lg bg-ink-50 p-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="block text-sm font-semibold text-ink-700">{leadStatusLabels[status]}</span>
                <span className="mt-1 block text-2xl font-bold text-ink-900">
                  {counts[status].toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
