import "server-only";
import { sql } from "kysely";
import { getDb } from "../db";
import { getLogger } from "../ops/logger";

/**
 * The audit_log table: one module owns it. Who did what, when and from where; never a
 * password, a code, a token or a message body (decision 150). Entries are kept a year.
 */

/** Each action and the words the admin reads for it on /admin/security. */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "password-changed": "Password changed",
  "two-factor-on": "Two-factor turned on",
  "two-factor-off": "Two-factor turned off",
  "backup-codes-regenerated": "Backup codes regenerated",
  "session-revoked": "Session signed out",
  "other-sessions-revoked": "Other sessions signed out",
  "post-created": "Post created",
  "post-updated": "Post updated",
  "post-deleted": "Post deleted",
  "post-published": "Post published",
  "post-scheduled": "Post scheduled",
  "post-unpublished": "Post unpublished",
  "lead-marked-read": "Lead marked read",
  "lead-marked-unread": "Lead marked unread",
  "lead-notification-resent": "Lead notification resent",
  "lead-status-changed": "Lead status changed",
  "lead-note-added": "Note added",
  "leads-exported": "Leads exported",
  "image-uploaded": "Image uploaded",
  "image-described": "Image alt text or caption changed",
  "image-deleted": "Image deleted",
  "privacy-export": "Privacy export",
  "privacy-erasure": "Privacy erasure",
  "old-leads-purged": "Old leads purged",
  "subscriber-deleted": "Subscriber deleted",
  "subscribers-exported": "Subscribers exported",
  "redirect-added": "Redirect added",
  "redirect-deleted": "Redirect deleted",
  "category-renamed": "Category renamed",
  "category-merged": "Category merged",
  "category-described": "Category described",
  "tag-renamed": "Tag renamed",
  "tag-merged": "Tag merged",
  "tag-described": "Tag described",
  "settings-changed": "Site settings changed",
  "testimonial-created": "Testimonial added",
  "testimonial-updated": "Testimonial updated",
  "testimonial-deleted": "Testimonial deleted",
  "testimonial-moved-up": "Testimonial moved up",
  "testimonial-moved-down": "Testimonial moved down",
  "case-study-created": "Case study created",
  "case-study-updated": "Case study updated",
  "case-study-deleted": "Case study deleted",
  "case-study-published": "Case study published",
  "case-study-scheduled": "Case study scheduled",
  "case-study-unpublished": "Case study unpublished",
  "person-created": "Person added",
  "person-updated": "Person updated",
  "person-deleted": "Person deleted",
  "person-moved-up": "Person moved up",
  "person-moved-down": "Person moved down",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * What an entry is about: a post, a lead, an image, a session, a testimonial, a case study, a person, or only how many
 * records (an erasure, a purge: "2 leads, 1 subscriber"). Its label is a title, a file name or counts, never a body.
 */
export interface AuditObject {
  type:
    | "post"
    | "lead"
    | "image"
    | "session"
    | "subscriber"
    | "records"
    | "redirect"
    | "category"
    | "tag"
    | "testimonial"
    | "case-study"
    | "settings"
    | "person";
  id?: string | number;
  label?: string;
}

/**
 * One entry. The fields are closed: there is no place for a password, a code or a message, and
 * TypeScript refuses an object literal that brings one.
 */
export interface AuditEntry {
  action: AuditAction;
  /** The account's e-mail; null when a failed sign-in names no known account. */
  actor: string | null;
  /** The request's address, as `clientIp` reads it. */
  ip: string | null;
  object?: AuditObject;
}

/** Who acted, for writes that an admin makes: their e-mail and the request's address. */
export interface AuditActor {
  account: string;
  ip: string | null;
}

export interface AuditLogRow {
  id: number;
  createdAt: string;
  actor: string | null;
  action: string;
  /** The human words for the action, or its stored name if a later version dropped it. */
  text: string;
  objectType: string | null;
  objectId: string | null;
  objectLabel: string | null;
  ip: string | null;
}

export const AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Labels are titles and file names; anything longer is cut, so no body fits in one. */
const LABEL_MAX = 200;

/**
 * Writes one entry. A failed write is logged and swallowed: the sign-in, the saved post or the
 * upload it describes has already happened, and refusing it afterwards would help nobody
 * (decision 150). Resolves either way.
 */
export async function recordAudit(entry: AuditEntry, now = new Date()): Promise<void> {
  try {
    await getDb()
      .insertInto("audit_log")
      .values({
        created_at: now.toISOString(),
        actor: entry.actor,
        action: entry.action,
        object_type: entry.object?.type ?? null,
        object_id: entry.object?.id === undefined ? null : String(entry.object.id),
        object_label: entry.object?.label?.slice(0, LABEL_MAX) ?? null,
        ip_address: entry.ip,
      })
      .execute();
  } catch (error) {
    getLogger().error({ err: error, action: entry.action }, "Writing an audit entry failed");
  }
}

/** Records what an admin did; nothing when the write came from no admin (a script, a test). */
export async function recordAuditBy(by: AuditActor | undefined, action: AuditAction, object?: AuditObject) {
  if (by) await recordAudit({ action, actor: by.account, ip: by.ip, object });
}

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** One page of entries, newest first, and how many there are in all. */
export async function listAuditLog({ page = 1, limit = 100 }: { page?: number; limit?: number } = {}): Promise<{
  entries: AuditLogRow[];
  total: number;
}> {
  const size = Math.max(1, Math.min(500, Math.floor(limit)));
  const offset = (Math.max(1, Math.floor(page)) - 1) * size;
  const db = getDb();
  const [rows, count] = await Promise.all([
    db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(size)
      .offset(offset)
      .execute(),
    db
      .selectFrom("audit_log")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      actor: row.actor,
      action: row.action,
      text: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
      objectType: row.object_type,
      objectId: row.object_id,
      objectLabel: row.object_label,
      ip: row.ip_address,
    })),
  };
}

/** Deletes entries older than a year; the housekeeping job runs it daily. Returns how many went. */
export async function purgeOldAuditEntries(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await getDb().deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
