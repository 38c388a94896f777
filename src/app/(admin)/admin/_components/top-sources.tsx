import Link from "next/link";
import type { ChannelRow } from "@/lib/attribution/sources-report";

/** The dashboard's three sources with the most leads in the last 30 days (decision 200). */
export function TopSources({ rows, failure }: { rows?: ChannelRow[]; failure: string }) {
  return (
    <section aria-labelledby="top-sources" className="mt-10 rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="top-sources" className="text-lg font-bold text-ink-900">
          Top sources, last 30 days
        </h2>
        <Link
          href="/admin/sources"
          className="rounded text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          All sources
        </Link>
      </div>
      {rows === undefined ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {failure}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">No leads in the last 30 days.</p>
      ) : (
        <ol className="mt-4 grid gap-3 sm:grid-cols-3">
          {rows.map((row) => (
            <li key={`${row.source}\n${row.medium}`} className="rounded-lg bg-ink-50 p-4">
              <span className="block font-semibold break-words text-ink-900">
                {row.source} / {row.medium}
              </span>
              <span className="mt-1 block text-sm text-ink-700">
                {row.leads.toLocaleString("en-US")} {row.leads === 1 ? "lead" : "leads"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
