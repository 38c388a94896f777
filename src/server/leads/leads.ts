import "server-only";
import { type Insertable, type Selectable, sql } from "kysely";
import { withSafeText } from "@/lib/text";
import type { LeadFormKind } from "@/lib/lead-forms";
import type { LeadStatus } from "@/lib/lead-pipeline";
import { type HumanCheckVerdict, humanCheckVerdict } from "@/lib/human-check-verdict";
import { getConfig } from "../config";
import { type DB, getDb } from "../db";
import { containsText, dialectOf, equalsIgnoringCase } from "../db/dialect";
import type { ContactSubmissionsTable, OutboxStatus } from "../db/types";
import { enqueueNotification } from "./outbox";

/** The contact_submissions table: every lead from the contact and audit forms. */

export type Lead = Selectable<ContactSubmissionsTable>;

export type NewLead = Omit<Insertable<ContactSubmissionsTable>, "id" | "created_at" | "read_at">;

/** Where a delivery about a submission stands (its email_outbox row of one channel). */
export interface NotificationState {
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

/**
 * A submission as the admin inbox shows it; spam has no notification, hence null, and a lead
 * stored while no CRM webhook was set has no webhook delivery.
 */
export type InboxLead = Omit<Lead, "recaptcha_token" | "ip_hash" | "idempotency_key"> & {
  /** The human check's verdict; the token itself stays on the server. */
  human_check: HumanCheckVerdict;
  notification: NotificationState | null;
  webhook: NotificationState | null;
};

/** Rows per query while exporting: bounds memory however many submissions there are. */
const EXPORT_BATCH_SIZE = 500;

/**
 * Stores a submission and, unless it is spam, its notification (and its CRM webhook delivery,
 * when LEAD_WEBHOOK_URL is set) in the same transaction: a stored lead always has its e-mail on the way, and a failed save leaves neither. Control
 * characters are removed first, so that the same fields store alike on both databases. A
 * submission whose idempotency key is stored already is not stored again: the stored lead
 * is returned, and nothing more is notified.
 */
export async function insertLead(input: NewLead): Promise<Lead> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto("contact_submissions")
        .values(withSafeText(input))
        .onConflict((oc) => oc.column("idempotency_key").doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        return trx
          .selectFrom("contact_submissions")
          .selectAll()
          .where("idempotency_key", "=", input.idempotency_key!)
          .executeTakeFirstOrThrow();
      }
      if (!row.is_spam) {
        await enqueueNotification(trx, row.id);
        if (getConfig().leadWebhook) await enqueueNotification(trx, row.id, "lead-webhook");
      }
      return row;
    });
}

export async function getLeadById(id: number): Promise<Lead | undefined> {
  return getDb().selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One lead as its own page shows it, spam or not, with its notification state. */
export async function getInboxLead(id: number): Promise<InboxLead | undefined> {
  const row = await inboxRows(getDb(), null).where("s.id", "=", id).executeTakeFirst();
  return row && toInboxSubmission(row);
}

/** Which leads the inbox shows: spam or not, and optionally one status, one form, some text. */
export interface LeadFilter {
  spam?: boolean;
  status?: LeadStatus;
  form?: LeadFormKind;
  /** Found in the name, the e-mail or the company, whatever the case; `%` and `_` are literal. */
  text?: string;
}

function filtered(db: DB, { spam = false, status, form, text }: LeadFilter) {
  let query = db.selectFrom("contact_submissions as s").where("s.is_spam", "=", spam);
  if (status) query = query.where("s.status", "=", status);
  if (form) query = query.where("s.form", "=", form);
  if (text) {
    const dialect = dialectOf(db);
    query = query.where((eb) =>
      eb.or(
        (["s.name", "s.email", "s.company"] as const).map((column) =>
          containsText(eb, dialect, eb.fn.coalesce(column, eb.val("")), text),
        ),
      ),
    );
  }
  return query;
}

/** The exact number of submissions in the inbox (default) or in spam, within the filter. */
export async function countLeads(filter: LeadFilter = {}): Promise<number> {
  const row = await filtered(getDb(), filter)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many leads (spam left out) stand at each status; a status nobody has counts 0. */
export async function countLeadsByStatus(): Promise<Record<LeadStatus, number>> {
  const rows = await getDb()
    .selectFrom("contact_submissions")
    .select((eb) => ["status", eb.fn.countAll<number>().as("total")] as const)
    .where("is_spam", "=", false)
    .groupBy("status")
    .execute();
  const counts: Record<LeadStatus, number> = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** Submissions with their deliveries' state: within a filter, or all of them (null). */
function inboxRows(db: DB, filter: LeadFilter | null) {
  return (filter ? filtered(db, filter) : db.selectFrom("contact_submissions as s"))
    .leftJoin("email_outbox as o", (join) =>
      join.onRef("o.submission_id", "=", "s.id").on("o.channel", "=", "lead-email"),
    )
    .leftJoin("email_outbox as w", (join) =>
      join.onRef("w.submission_id", "=", "s.id").on("w.channel", "=", "lead-webhook"),
    )
    .select([
      "s.id",
      "s.name",
      "s.email",
      "s.company",
      "s.phone",
      "s.message",
      "s.service",
      "s.recaptcha_token",
      "s.recaptcha_verified",
      "s.created_at",
      "s.is_spam",
      "s.spam_reason",
      "s.read_at",
      "s.status",
      "s.form",
      "s.landing_page",
      "s.referrer_host",
      "s.utm_source",
      "s.utm_medium",
      "s.utm_campaign",
      "s.utm_term",
      "s.utm_content",
      "s.click_id_kind",
      "s.form_page",
      "o.status as notification_status",
      "o.attempts as notification_attempts",
      "o.last_error as notification_last_error",
      "o.sent_at as notification_sent_at",
      "w.status as webhook_status",
      "w.attempts as webhook_attempts",
      "w.last_error as webhook_last_error",
      "w.sent_at as webhook_sent_at",
    ]);
}

type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxRows>["executeTakeFirstOrThrow"]>>;

function deliveryState(
  status: NotificationState["status"] | null,
  attempts: number | null,
  last_error: string | null,
  sent_at: string | null,
): NotificationState | null {
  return status === null ? null : { status, attempts: attempts ?? 0, last_error, sent_at };
}

function toInboxSubmission(row: InboxRow): InboxLead {
  const {
    notification_status,
    notification_attempts,
    notification_last_error,
    notification_sent_at,
    webhook_status,
    webhook_attempts,
    webhook_last_error,
    webhook_sent_at,
    recaptcha_token,
    ...submission
  } = row;
  return {
    ...submission,
    human_check: humanCheckVerdict({ recaptcha_token, recaptcha_verified: submission.recaptcha_verified }),
    notification: deliveryState(
      notification_status,
      notification_attempts,
      notification_last_error,
      notification_sent_at,
    ),
    webhook: deliveryState(webhook_status, webhook_attempts, webhook_last_error, webhook_sent_at),
  };
}

/** One page of the inbox (default) or of spam, newest first, each with its notification state. */
export async function listLeads({
  offset = 0,
  limit,
  ...filter
}: LeadFilter & { offset?: number; limit: number }): Promise<InboxLead[]> {
  const rows = await inboxRows(getDb(), filter)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toInboxSubmission);
}

/**
 * Marks a submission read (keeping the time it was first read) or unread again.
 * Returns false when there is no such submission.
 */
export async function setLeadRead(id: number, read: boolean, now = new Date()): Promise<boolean> {
  const result = await getDb()
    .updateTable("contact_submissions")
    .set({ read_at: read ? sql<string>`coalesce(read_at, ${now.toISOString()})` : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Every submission, spam included, newest first, read in batches for the CSV export. The order
 * is fixed up front from the ids alone, so submissions stored while the export runs shift no
 * batch (no row twice, none skipped), and one deleted meanwhile is simply left out.
 */
export async function* listAllLeadsForExport(
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<InboxLead, void, undefined> {
  const db = getDb();
  const ids = (
    await db
      .selectFrom("contact_submissions")
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute()
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const rows = new Map((await inboxRows(db, null).where("s.id", "in", batch).execute()).map((row) => [row.id, row]));
    for (const id of batch) {
      const row = rows.get(id);
      if (row) yield toInboxSubmission(row);
    }
  }
}

/** Every submission from an address, whatever its case, spam included, oldest first (a privacy request). */
export async function findLeadsByEmail(email: string): Promise<InboxLead[]> {
  const db = getDb();
  const rows = await inboxRows(db, null)
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("s.email"), email))
    .orderBy("s.created_at")
    .orderBy("s.id")
    .execute();
  return rows.map(toInboxSubmission);
}

/**
 * Deletes every submission from an address, whatever its case, in the caller's transaction.
 * Their outbox rows and other dependent rows go with them by ON DELETE CASCADE. Returns how many.
 */
export async function deleteLeadsByEmail(db: DB, email: string): Promise<number> {
  const result = await db
    .deleteFrom("contact_submissions")
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes submissions stored before `cutoff`, with their dependent rows (cascade). Returns how many. */
export async function deleteLeadsCreatedBefore(cutoff: Date): Promise<number> {
  const result = await getDb()
    .deleteFrom("contact_submissions")
    .where("created_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
