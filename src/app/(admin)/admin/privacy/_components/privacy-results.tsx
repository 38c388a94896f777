"use client";

import { Download, Trash } from "lucide";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import type { PersonalData } from "@/server/leads/privacy";
import { formatDateTime } from "@/lib/dates";

const cell = "px-3 py-2 align-top";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * What Find found for an address: its leads and subscriber rows, the "Export" download and
 * "Erase", which asks first in a modal dialog (Escape or Cancel leave everything as it was).
 */
export function PrivacyResults({
  data,
  eraseAction,
  pending,
}: {
  data: PersonalData;
  eraseAction: (data: FormData) => void;
  pending: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const counts = [
    plural(data.leads.length, "lead"),
    plural(data.subscribers.length, "subscriber"),
    ...(data.people.length
      ? [data.people.length === 1 ? "1 people record" : `${data.people.length} people records`]
      : []),
  ]
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1");

  return (
    <section aria-labelledby="privacy-results" className="mt-6 rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <h2 id="privacy-results" className="text-lg font-bold text-ink-900">
        Records of {data.email}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{counts}.</p>

      {data.leads.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Leads</caption>
          <thead className="text-ink-700">
            <tr>
              <th scope="col" className={cell}>
                Received
              </th>
              <th scope="col" className={cell}>
                Name
              </th>
              <th scope="col" className={cell}>
                Company
              </th>
              <th scope="col" className={cell}>
                Message
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {data.leads.map((lead) => (
              <tr key={lead.id}>
                <td className={cell}>{formatDateTime(lead.created_at)}</td>
                <td className={cell}>
                  {lead.name}
                  {lead.is_spam && " (spam)"}
                </td>
                <td className={cell}>{lead.company}</td>
                <td className={`${cell} max-w-md whitespace-pre-line break-words`}>{lead.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data.subscribers.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Newsletter subscribers</caption>
          <thead className="text-ink-700">
            <tr>
              <th scope="col" className={cell}>
                Subscribed
              </th>
              <th scope="col" className={cell}>
                Newsletter address
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {data.subscribers.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className={cell}>{formatDateTime(subscriber.created_at)}</td>
                <td className={cell}>{subscriber.email}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {data.people.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">People</caption>
          <thead className="text-ink-700">
            <tr>
              <th scope="col" className={cell}>
                Name
              </th>
              <th scope="col" className={cell}>
                Role
              </th>
              <th scope="col" className={cell}>
                On erasure
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {data.people.map((person) => (
              <tr key={person.id}>
                <td className={cell}>{person.name}</td>
                <td className={cell}>{person.role}</td>
                <td className={cell}>Deleted, or only the name kept when it signs posts</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {/* A form post, not a link: the address stays out of the URL. */}
        <form method="post" action="/admin/privacy/export">
          <input type="hidden" name="email" value={data.email} />
          <Button type="submit" variant="secondary" size="sm">
            <Icon icon={Download} className="size-4" />
            Export
          </Button>
        </form>
        <Button variant="destructive" size="sm" onClick={() => dialog.current?.showModal()}>
          <Icon icon={Trash} className="size-4" />
          Erase
        </Button>
      </div>

      <ConfirmDialog
        ref={dialog}
        title="Erase these records?"
        actions={
          <form action={eraseAction} className="flex justify-end gap-3">
            <input type="hidden" name="email" value={data.email} />
            <input type="hidden" name="intent" value="erase" />
            <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Erasing..." : "Erase permanently"}
            </Button>
          </form>
        }
      >
        The {counts} of {data.email} will be deleted, with their notes and notifications. The audit log keeps only the
        counts. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
