import "server-only";
import type { BackupManifest, Row } from "./backup-archive";

/**
 * What a restore does with the outbox's deliveries that were not made when the backup was read
 * (decision 123). A backup taken while a site served cannot say what that site delivered
 * afterwards: its waiting e-mails (pending, or being sent) come back as failed, with this
 * reason, and are not sent again; the admin resends one that did not arrive. A waiting CRM
 * delivery comes back as it was and is made again: the CRM knows it by its Idempotency-Key, and
 * no one could resend it. Rows already sent stay sent, failed ones failed. A backup of a
 * database no server process was using brings every waiting row back as it was.
 */

export const OUTBOX_TABLE = "email_outbox";

export const HELD_AT_RESTORE =
  "Not sent again after a restore: the site was running when the backup was taken and may have sent it since.";

const WAITING = new Set(["pending", "sending"]);
/** Repeats are the same lead to the CRM (decision 176); an e-mail is one more message in a mailbox. */
const REPEATABLE_CHANNELS = new Set(["lead-webhook"]);

/** Whether the archive's waiting deliveries may have been made since by the site it came from. */
export function mayHaveBeenDeliveredSince(manifest: BackupManifest): boolean {
  return manifest.liveServers !== 0;
}

/** The outbox's rows as they are restored, and how many of them were held back. */
export function holdWaitingEmails(rows: Row[], now: Date): { rows: Row[]; held: number } {
  let held = 0;
  const restored = rows.map((row) => {
    if (!WAITING.has(String(row.status)) || REPEATABLE_CHANNELS.has(String(row.channel))) return row;
    held += 1;
    return { ...row, status: "failed", locked_until: null, last_error: HELD_AT_RESTORE, updated_at: now.toISOString() };
  });
  return { rows: restored, held };
}
