import { leadStatusLabels } from "@/lib/lead-pipeline";
import type { LeadEvent } from "@/server/leads/pipeline";
import { formatDateTime } from "@/lib/dates";

/** A lead's status changes and notes, newest first, each with its time and the admin's e-mail. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-ink-600">No status changes or notes yet.</p>;
  return (
    <ol className="space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg bg-ink-50 p-4 text-sm">
          <p className="text-ink-600">
            <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> · {event.actor}
          </p>
          {event.kind === "status" && event.status ? (
            <p className="mt-1 font-medium text-ink-900">Status changed to {leadStatusLabels[event.status]}</p>
          ) : (
            <p className="mt-1 break-words whitespace-pre-wrap text-ink-900">
              <span className="font-medium">Note: </span>
              {event.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
