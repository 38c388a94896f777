import "server-only";
import { CSV_BYTE_ORDER_MARK, csvLine } from "@/lib/csv";
import { getDb } from "../db";
import type { SubscriberState } from "../db/types";
import type { Subscriber } from "./subscribers";

/** /admin/subscribers: the list, its counts, a deletion, and the export of confirmed addresses. */

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  unconfirmed: "Unconfirmed",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** Shown at most; the counts above the list are always complete. */
export const SUBSCRIBER_LIST_LIMIT = 500;

export async function listSubscribers(limit = SUBSCRIBER_LIST_LIMIT): Promise<Subscriber[]> {
  return getDb()
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function subscriberCounts(): Promise<Record<SubscriberState, number>> {
  const rows = await getDb()
    .selectFrom("newsletter_subscribers")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  const count = (state: SubscriberState) => Number(rows.find((row) => row.state === state)?.count ?? 0);
  return { unconfirmed: count("unconfirmed"), confirmed: count("confirmed"), unsubscribed: count("unsubscribed") };
}

/** The deleted address, for the audit log; undefined when there was none. */
export async function deleteSubscriber(id: number): Promise<string | undefined> {
  const row = await getDb()
    .deleteFrom("newsletter_subscribers")
    .where("id", "=", id)
    .returning("email")
    .executeTakeFirst();
  return row?.email;
}

const EXPORT_COLUMNS = ["email", "confirmed_at", "consent_at", "consent_page", "consent_text"] as const;

/** The confirmed addresses, oldest first, with the consent they gave, as a CSV safe to open in a spreadsheet. */
export async function confirmedSubscribersCsv(): Promise<string> {
  const rows = await getDb()
    .selectFrom("newsletter_subscribers")
    .select(EXPORT_COLUMNS)
    .where("state", "=", "confirmed")
    .orderBy("id")
    .execute();
  return (
    CSV_BYTE_ORDER_MARK +
    csvLine(EXPORT_COLUMNS) +
    rows.map((row) => csvLine(EXPORT_COLUMNS.map((column) => row[column]))).join("")
  );
}
