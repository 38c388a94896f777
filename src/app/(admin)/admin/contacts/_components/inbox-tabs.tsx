import Link from "next/link";
import { cn } from "@/lib/utils";
import { type InboxFilter, type InboxView, inboxHref } from "./inbox-params";

const folders: { view: InboxView; label: string }[] = [
  { view: "inbox", label: "Inbox" },
  { view: "spam", label: "Spam" },
];

/** Inbox and Spam, each with its count (within the filter) when it could be read. */
export function InboxTabs({
  view,
  filter,
  counts,
}: {
  view: InboxView;
  filter: InboxFilter;
  counts?: Record<InboxView, number>;
}) {
  return (
    <nav aria-label="Submission folders" className="mt-6 border-b border-ink-200">
      <ul className="-mb-px flex gap-2">
        {folders.map((folder) => {
          const current = folder.view === view;
          return (
            <li key={folder.view}>
              <Link
                href={inboxHref({ ...filter, view: folder.view, page: 1 })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
                  current
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900",
                )}
              >
                {folder.label}{" "}
                {counts && (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs",
                      current ? "bg-brand-100 text-brand-900" : "bg-ink-100 text-ink-700",
                    )}
                  >
                    {counts[folder.view].toLocaleString("en-US")}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
