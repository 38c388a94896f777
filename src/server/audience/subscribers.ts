import "server-only";
import { type Selectable, sql } from "kysely";
import { normalizeEmail } from "@/lib/email";
import { type DB, getDb } from "../db";
import { dialectOf, equalsIgnoringCase } from "../db/dialect";
import type { NewsletterSubscribersTable, SubscriberState } from "../db/types";
import { checkToken, tokenSubscriberId } from "./subscriber-tokens";
import { enqueueSubscriberMail } from "../leads/outbox";

/**
 * The newsletter_subscribers table: double opt-in (decision 185). A sign-up is "unconfirmed"
 * until the link in its confirmation e-mail is followed and its button pressed; only
 * "confirmed" addresses get the newsletter; "unsubscribed" ones are kept so that the state shows.
 */

export type Subscriber = Selectable<NewsletterSubscribersTable>;

/** Not more than one confirmation e-mail per address in this time: the form cannot mail-bomb anyone. */
export const CONFIRMATION_RESEND_MS = 5 * 60_000;
/** Addresses that never confirmed are forgotten after a week. */
export const UNCONFIRMED_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface Consent {
  /** The page the form was on. */
  page: string;
  /** The words beside the form that the person agreed to. */
  text: string;
}

/**
 * queued: a confirmation e-mail is on its way; already-confirmed and throttled: nothing was sent.
 * The form answers all three alike, so it reveals nobody's state.
 */
export type SubscribeOutcome = "queued" | "already-confirmed" | "throttled";

/** Records the sign-up and its consent, and queues the confirmation e-mail in the same transaction. */
export async function subscribeToNewsletter(
  rawEmail: string,
  consent: Consent,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const email = normalizeEmail(rawEmail);
  const at = now.toISOString();
  const fields = {
    state: "unconfirmed" as const,
    confirmation_sent_at: at,
    consent_at: at,
    consent_page: consent.page,
    consent_text: consent.text,
  };
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const added = await trx
        .insertInto("newsletter_subscribers")
        .values({ email, ...fields })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      // An unconfirmed or unsubscribed address asks again: a new e-mail, unless one went out lately.
      const renewed =
        added ??
        (await trx
          .updateTable("newsletter_subscribers")
          .set(fields)
          .where("email", "=", email)
          .where("state", "!=", "confirmed")
          .where((eb) =>
            eb.or([
              eb("confirmation_sent_at", "is", null),
              eb("confirmation_sent_at", "<=", new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString()),
            ]),
          )
          .returning("id")
          .executeTakeFirst());
      if (renewed) {
        await enqueueSubscriberMail(trx, renewed.id, now);
        return "queued";
      }
      const row = await trx
        .selectFrom("newsletter_subscribers")
        .select("state")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.state === "confirmed" ? "already-confirmed" : "throttled";
    });
}

export async function getSubscriber(id: number): Promise<Subscriber | undefined> {
  return getDb().selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** What a link in a subscriber's e-mail finds: its subscriber, or why it cannot be used. */
export type LinkCheck =
  { status: "valid" | "used"; subscriber: Subscriber } | { status: "expired" | "invalid"; subscriber?: undefined };

/**
 * "used": the link did its work already (confirmed, or unsubscribed). That is said before
 * "expired", which only matters for a link that still had something to do.
 */
async function checkLink(
  purpose: "confirm" | "unsubscribe",
  token: unknown,
  now: Date,
  done: (state: SubscriberState) => boolean,
): Promise<LinkCheck> {
  const id = tokenSubscriberId(token);
  const subscriber = id === undefined ? undefined : await getSubscriber(id);
  if (!subscriber || typeof token !== "string") return { status: "invalid" };
  const check = await checkToken(purpose, token, subscriber, now);
  if (check === "invalid") return { status: "invalid" };
  if (done(subscriber.state)) return { status: "used", subscriber };
  return check === "expired" ? { status: "expired" } : { status: "valid", subscriber };
}

/** A confirmation link is used once the address is confirmed, or was unsubscribed from that e-mail. */
export function checkConfirmLink(token: unknown, now = new Date()): Promise<LinkCheck> {
  return checkLink("confirm", token, now, (state) => state !== "unconfirmed");
}

export function checkUnsubscribeLink(token: unknown, now = new Date()): Promise<LinkCheck> {
  return checkLink("unsubscribe", token, now, (state) => state === "unsubscribed");
}

/** The Confirm button: only a valid link changes anything, and only the e-mail it was sent for. */
export async function confirmSubscription(token: unknown, now = new Date()): Promise<LinkCheck["status"]> {
  const check = await checkConfirmLink(token, now);
  if (check.status !== "valid") return check.status;
  const confirmed = await getDb()
    .updateTable("newsletter_subscribers")
    .set({ state: "confirmed", confirmed_at: now.toISOString() })
    .where("id", "=", check.subscriber.id)
    .where("state", "=", "unconfirmed")
    .where("confirmation_sent_at", "=", check.subscriber.confirmation_sent_at)
    .executeTakeFirst();
  return confirmed.numUpdatedRows > 0n ? "valid" : "used";
}

/** The unsubscribe button and the one-click POST (RFC 8058). */
export async function unsubscribe(token: unknown, now = new Date()): Promise<LinkCheck["status"]> {
  const check = await checkUnsubscribeLink(token, now);
  if (check.status !== "valid") return check.status;
  const left = await getDb()
    .updateTable("newsletter_subscribers")
    .set({ state: "unsubscribed", unsubscribed_at: now.toISOString() })
    .where("id", "=", check.subscriber.id)
    .where("state", "!=", "unsubscribed")
    .executeTakeFirst();
  return left.numUpdatedRows > 0n ? "valid" : "used";
}

/** Housekeeping: sign-ups never confirmed within a week are removed, with their queued e-mails. */
export async function purgeUnconfirmedSubscribers(now = new Date()): Promise<number> {
  const result = await getDb()
    .deleteFrom("newsletter_subscribers")
    .where("state", "=", "unconfirmed")
    .where("confirmation_sent_at", "<", new Date(now.getTime() - UNCONFIRMED_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The subscriber rows of an address, whatever its case, with every column (a privacy request). */
export async function findSubscribersByEmail(email: string): Promise<Subscriber[]> {
  const db = getDb();
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .orderBy("id")
    .execute();
}

/** Deletes an address's subscriber rows in the caller's transaction. Returns how many. */
export async function deleteSubscribersByEmail(db: DB, email: string): Promise<number> {
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
