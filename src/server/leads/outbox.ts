import "server-only";
import type { Kysely } from "kysely";
import { getDb } from "../db";
import { dialectOf } from "../db/dialect";
import type { Database, OutboxChannel } from "../db/types";
import type { NotificationState } from "./leads";

/**
 * The email_outbox table: what is to be delivered about a stored submission, one row per
 * channel (its e-mail notification, its POST to the CRM webhook), with its delivery state and
 * history. Rows are written in the submission's own transaction (see leads.ts) and delivered
 * by the worker in outbox-worker.ts. Every channel shares the claim, lease and retries here.
 *
 * Resending a notification means setting it back to status "pending" with attempts 0 and
 * next_attempt_at now; the worker picks it up on its next round.
 */

/** Waits after the 1st, 2nd … failed attempt: six attempts over about an hour, then "failed". */
export const RETRY_DELAYS_MS = [1, 4, 10, 20, 30].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a claimed row stays with its worker; a crashed worker's rows are taken over after it. */
const CLAIM_LEASE_MS = 5 * 60_000;

const OUTBOX_CHANNELS: readonly OutboxChannel[] = ["lead-email", "lead-webhook", "subscriber-email"];

export interface ClaimedNotification {
  id: number;
  channel: OutboxChannel;
  submission_id: number | null;
  subscriber_id: number | null;
  /** Including the attempt that is about to be made. */
  attempts: number;
}

export async function enqueueNotification(
  db: Kysely<Database>,
  submissionId: number,
  channel: OutboxChannel = "lead-email",
): Promise<void> {
  await db.insertInto("email_outbox").values({ submission_id: submissionId, channel }).execute();
}

/** A newsletter subscriber's confirmation e-mail, due now; written in the sign-up's transaction. */
export async function enqueueSubscriberMail(db: Kysely<Database>, subscriberId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("email_outbox")
    .values({
      channel: "subscriber-email",
      subscriber_id: subscriberId,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * Takes up to `limit` notifications that are due (or whose worker's lease ran out) and counts
 * the attempt. Two workers never get the same row: PostgreSQL skips rows another transaction
 * has locked, and SQLite runs each statement alone. Only rows of `channels`: a process claims
 * only what it is configured to deliver.
 */
export async function claimDueNotifications(
  limit: number,
  now = new Date(),
  channels: readonly OutboxChannel[] = OUTBOX_CHANNELS,
): Promise<ClaimedNotification[]> {
  const db = getDb();
  const nowIso = now.toISOString();
  const due = db
    .selectFrom("email_outbox")
    .select("id")
    .where("channel", "in", channels)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", nowIso)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);

  return db
    .updateTable("email_outbox")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      locked_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
      updated_at: nowIso,
    }))
    .where("id", "in", dialectOf(db) === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning(["id", "channel", "submission_id", "subscriber_id", "attempts"])
    .execute();
}

/**
 * Only while the row is still this claim (status "sending" at the attempt the claim counted):
 * a worker whose lease ran out must not overwrite what the worker that took over recorded.
 */
function stillClaimed(notification: ClaimedNotification) {
  return getDb()
    .updateTable("email_outbox")
    .where("id", "=", notification.id)
    .where("status", "=", "sending")
    .where("attempts", "=", notification.attempts);
}

export async function recordSent(notification: ClaimedNotification, now = new Date()): Promise<void> {
  await stillClaimed(notification)
    .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, updated_at: now.toISOString() })
    .execute();
}

/**
 * Schedules the next attempt after a failure, or gives up after the last one, or at once when
 * the failure is `permanent` (trying again would fail alike).
 */
export async function recordFailure(
  notification: ClaimedNotification,
  error: string,
  now = new Date(),
  { permanent = false } = {},
): Promise<void> {
  const delay = permanent ? undefined : RETRY_DELAYS_MS[notification.attempts - 1];
  await stillClaimed(notification)
    .set({
      status: delay === undefined ? "failed" : "pending",
      next_attempt_at: new Date(now.getTime() + (delay ?? 0)).toISOString(),
      last_error: error.slice(0, 1000),
      locked_until: null,
      updated_at: now.toISOString(),
    })
    .execute();
}

/**
 * The worker gives its claim back when the process stops mid-send: the row is due again at
 * once, and the attempt it counted is not counted, since it may never have reached the mail
 * server. Only while the claim is still this worker's.
 */
export async function releaseClaim(notification: ClaimedNotification, now = new Date()): Promise<void> {
  await stillClaimed(notification)
    .set({
      status: "pending",
      attempts: notification.attempts - 1,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      updated_at: now.toISOString(),
    })
    .execute();
}

/** Notifications not yet delivered: waiting (pending), being sent, and given up (failed). */
export async function outboxBacklog(
  db: Kysely<Database> = getDb(),
): Promise<Record<"pending" | "sending" | "failed", number>> {
  const rows = await db
    .selectFrom("email_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "in", ["pending", "sending", "failed"])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count("pending"), sending: count("sending"), failed: count("failed") };
}

/**
 * queued: the notification is due now; sending: a worker is delivering it at this moment, so
 * it is left alone; spam: spam is never notified; not-found: there is no such submission.
 */
export type ResendOutcome = "queued" | "sending" | "spam" | "not-found";

/**
 * The inbox's Resend button: puts the submission's e-mail notification back in the queue, due now
 * with a fresh round of attempts, whatever became of it before (sent, failed or still waiting).
 */
export async function resendNotification(submissionId: number, now = new Date()): Promise<ResendOutcome> {
  const nowIso = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // The spam flag decides whether a notification may exist at all (see contacts.ts), so it
      // is read here, in the same transaction as the write it allows.
      const submission = await trx
        .selectFrom("contact_submissions")
        .select("is_spam")
        .where("id", "=", submissionId)
        .executeTakeFirst();
      if (!submission) return "not-found";
      if (submission.is_spam) return "spam";

      // A row under a live claim is being sent right now; resetting it would send it twice.
      const reset = await trx
        .updateTable("email_outbox")
        .set({
          status: "pending",
          attempts: 0,
          next_attempt_at: nowIso,
          locked_until: null,
          last_error: null,
          updated_at: nowIso,
        })
        .where("submission_id", "=", submissionId)
        .where("channel", "=", "lead-email")
        .where((eb) =>
          eb.or([eb("status", "!=", "sending"), eb("locked_until", "is", null), eb("locked_until", "<=", nowIso)]),
        )
        .executeTakeFirst();
      if (reset.numUpdatedRows > 0n) return "queued";

      const claimed = await trx
        .selectFrom("email_outbox")
        .select("id")
        .where("submission_id", "=", submissionId)
        .where("channel", "=", "lead-email")
        .executeTakeFirst();
      if (claimed) return "sending";
      // A submission stored before the outbox existed has no row yet.
      await trx
        .insertInto("email_outbox")
        .values({ submission_id: submissionId, next_attempt_at: nowIso, updated_at: nowIso })
        .execute();
      return "queued";
    });
}

/** A lead's deliveries by channel; a channel without a row is absent. */
export async function leadDeliveries(submissionId: number): Promise<Partial<Record<OutboxChannel, NotificationState>>> {
  const rows = await getDb()
    .selectFrom("email_outbox")
    .select(["channel", "status", "attempts", "last_error", "sent_at"])
    .where("submission_id", "=", submissionId)
    .execute();
  return Object.fromEntries(rows.map(({ channel, ...state }) => [channel, state]));
}
