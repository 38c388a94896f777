import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import {
  SUBSCRIBER_LIST_LIMIT,
  SUBSCRIBER_STATE_LABELS,
  listSubscribers,
  subscriberCounts,
} from "@/server/audience/subscriber-admin";
import { requireAdmin } from "@/server/auth/require-admin";
import type { SubscriberState } from "@/server/db/types";
import { deleteSubscriberAction } from "./actions";

export const metadata: Metadata = { title: "Subscribers" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  deleted: { text: "Subscriber deleted." },
  "not-found": { text: "That subscriber no longer exists. Nothing was deleted.", failed: true },
  invalid: { text: "Invalid request. Reload the page and try again.", failed: true },
  failed: { text: "The subscriber could not be deleted. Please try again.", failed: true },
};

const STATE_CLASSES: Record<SubscriberState, string> = {
  unconfirmed: "bg-accent-100 text-ink-900",
  confirmed: "bg-brand-50 text-brand-900",
  unsubscribed: "bg-ink-100 text-ink-800",
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

export default async function SubscribersPage({ searchParams }: PageProps<"/admin/subscribers">) {
  await requireAdmin();
  const { notice } = await searchParams;
  const shown = typeof notice === "string" ? NOTICES[notice] : undefined;
  const [counts, subscribers] = await Promise.all([subscriberCounts(), listSubscribers()]);
  const total = counts.unconfirmed + counts.confirmed + counts.unsubscribed;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Newsletter subscribers</h1>
        <a href="/admin/subscribers/export.csv" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Export confirmed (CSV)
        </a>
      </div>
      {shown ? (
        <p
          role={shown.failed ? "alert" : "status"}
          className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
        >
          {shown.text}
        </p>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(["confirmed", "unconfirmed", "unsubscribed"] as const).map((state) => (
          <div key={state} className="rounded-xl bg-white p-4 ring-1 ring-ink-200">
            <dt className="text-sm text-ink-700">{SUBSCRIBER_STATE_LABELS[state]}</dt>
            <dd className="text-2xl font-bold text-ink-900">{counts[state]}</dd>
          </div>
        ))}
        <div className="rounded-xl bg-white p-4 ring-1 ring-ink-200">
          <dt className="text-sm text-ink-700">All</dt>
          <dd className="text-2xl font-bold text-ink-900">{total}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-700">
        Only confirmed addresses receive the newsletter. Sign-ups not confirmed within a week are deleted.
        {total > SUBSCRIBER_LIST_LIMIT ? ` The newest ${SUBSCRIBER_LIST_LIMIT} are listed.` : ""}
      </p>

      <DataTable
        className="mt-8"
        caption="Newsletter subscribers, newest first"
        rowHeader
        columns={[
          { label: "Email", breakAll: true },
          { label: "State" },
          { label: "Signed up" },
          { label: "Consent" },
          { label: "Actions", actions: true },
        ]}
        empty="No subscribers yet."
        rows={subscribers.map((subscriber) => ({
          key: subscriber.id,
          cells: [
            subscriber.email,
            <span
              key="state"
              className={`rounded-full px-2 py-1 text-xs font-semibold ${STATE_CLASSES[subscriber.state]}`}
            >
              {SUBSCRIBER_STATE_LABELS[subscriber.state]}
            </span>,
            when(subscriber.created_at),
            subscriber.consent_at
              ? `${when(subscriber.consent_at)} on ${subscriber.consent_page ?? "—"}`
              : "Before double opt-in",
            <form key="delete" action={deleteSubscriberAction}>
              <input type="hidden" name="id" value={subscriber.id} />
              <button type="submit" className={buttonClass({ variant: "ghost", size: "sm" })}>
                Delete<span className="sr-only"> {subscriber.email}</span>
              </button>
            </form>,
          ],
        }))}
      />
    </>
  );
}
