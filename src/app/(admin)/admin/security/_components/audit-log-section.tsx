import { attempt } from "@/server/attempt";
import { AUDIT_RETENTION_DAYS, type AuditLogRow, listAuditLog } from "@/server/auth/audit-log";
import { formatDateTime } from "@/lib/dates";
import { displayAddress } from "./display-address";

/** The page shows this many entries, the newest; the rest stay in the table until they are a year old. */
const SHOWN = 100;

/** What an entry is about, in words: never more than a number, a title, a file name or counts. */
function objectText({ objectType, objectId, objectLabel }: AuditLogRow): string {
  if (objectType === "post") return `Post #${objectId}: ${objectLabel}`;
  if (objectType === "lead") return `Lead #${objectId}`;
  if (objectType === "subscriber") return `Subscriber #${objectId}`;
  if (objectType === "image") return `Image ${objectLabel}`;
  if (objectType === "redirect") return `Redirect ${objectLabel}`;
  if (objectType === "testimonial") return `Testimonial #${objectId}: ${objectLabel}`;
  if (objectType === "person") return `Person ${objectLabel}`;
  if (objectType === "session" || objectType === "records" || objectType === "settings") return objectLabel ?? "";
  return "";
}

const cell = "px-3 py-2 align-top";

/** "Audit log" on /admin/security: who did what, when and from where, newest first. */
export async function AuditLogSection() {
  const log = await attempt(() => listAuditLog({ limit: SHOWN }), "Failed to fetch the audit log");
  return (
    <section aria-labelledby="audit-log-heading" className="mt-8 rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <h2 id="audit-log-heading" className="text-lg font-bold text-ink-900">
        Audit log
      </h2>
      {log === undefined ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          Failed to fetch the audit log
        </p>
      ) : log.entries.length === 0 ? (
        <p className="mt-4 text-ink-600">Nothing has been recorded yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-600">
            {log.total > log.entries.length
              ? `The latest ${log.entries.length} of ${log.total} entries, newest first.`
              : `${log.total} ${log.total === 1 ? "entry" : "entries"}, newest first.`}{" "}
            Entries are kept for {AUDIT_RETENTION_DAYS} days.
          </p>
          {/* Focusable, so that a keyboard can scroll the table on a narrow screen. */}
          <div
            className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-ink-200"
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
          >
            <table className="w-full text-left text-sm">
              <thead className="border-b border-ink-200 text-ink-700">
                <tr>
                  <th scope="col" className={cell}>
                    Time
                  </th>
                  <th scope="col" className={cell}>
                    Account
                  </th>
                  <th scope="col" className={cell}>
                    Action
                  </th>
                  <th scope="col" className={cell}>
                    Object
                  </th>
                  <th scope="col" className={cell}>
                    Address
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100 text-ink-900">
                {log.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className={cell}>{entry.actor ?? "Unknown account"}</td>
                    <td className={cell}>{entry.text}</td>
                    <td className={`${cell} break-all`}>{objectText(entry)}</td>
                    <td className={`${cell} whitespace-nowrap`}>{entry.ip ? displayAddress(entry.ip) : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
