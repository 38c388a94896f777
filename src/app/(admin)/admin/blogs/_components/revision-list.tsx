"use client";

import { History } from "lucide";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatDateTime } from "@/lib/dates";
import type { RevisionField, RevisionSummary } from "@/lib/blog/types";
import { blogFormLabels } from "./blog-form-values";

const fieldLabel = (field: RevisionField) =>
  field === "published_at" ? blogFormLabels.publish_date : blogFormLabels[field];

/** "Revisions": every save of the post, newest first; "Restore" puts one back into the form, unsaved. */
export function RevisionList({
  revisions,
  onRestore,
}: {
  revisions: RevisionSummary[];
  onRestore: (revision: RevisionSummary) => Promise<void>;
}) {
  const [restoring, startRestore] = useTransition();
  return (
    <section aria-labelledby="revisions-heading" className="rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <h2 id="revisions-heading" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <Icon icon={History} className="size-5" />
        Revisions
      </h2>
      <p className="mt-1 text-sm text-ink-600">Restore puts a revision back into the form; saving keeps it.</p>
      {revisions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">No revisions yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink-100">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-semibold text-ink-900">
                  <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
                  {index === 0 && <span className="ml-2 font-normal text-ink-600">(current)</span>}
                </p>
                <p className="text-ink-700">
                  {revision.actor ?? "A script"}: {revision.changed.map(fieldLabel).join(", ")}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={restoring}
                onClick={() => startRestore(() => onRestore(revision))}
              >
                Restore<span className="sr-only"> the revision of {formatDateTime(revision.createdAt)}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
