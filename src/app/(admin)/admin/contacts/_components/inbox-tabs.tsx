import { LinkTabs } from "@/components/ui/link-tabs";
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
    <LinkTabs
      label="Submission folders"
      className="mt-6"
      tabs={folders.map((folder) => ({
        href: inboxHref({ ...filter, view: folder.view, page: 1 }),
        label: folder.label,
        count: counts?.[folder.view],
        current: folder.view === view,
      }))}
    />
  );
}
