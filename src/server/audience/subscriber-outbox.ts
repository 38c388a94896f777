import "server-only";
import type { Transporter } from "nodemailer";
import { getSiteFacts } from "../site-settings";
import { confirmationMessage } from "./subscriber-email";
import { getSubscriber } from "./subscribers";

/**
 * A subscriber's e-mails go through the outbox on its "subscriber-email" channel: queued in the
 * sign-up's own transaction (outbox.ts), sent here by the outbox worker with the leads' claim
 * and retries, so an SMTP failure never loses a sign-up and no request waits for the mail server.
 */

/** The same for every attempt at one row, as with lead notifications (outbox-worker.ts). */
function messageId(subscriber: { id: number; created_at: string }, rowId: number, siteUrl: string): string {
  return `<subscriber-${subscriber.id}-${Date.parse(subscriber.created_at)}.mail-${rowId}@${new URL(siteUrl).hostname}>`;
}

/**
 * Sends a claimed row's confirmation e-mail, built now from the subscriber's current state, so it
 * carries the newest link. An address confirmed or unsubscribed meanwhile gets nothing.
 */
export async function sendSubscriberMail(
  mail: { transport: Transporter; siteUrl: string },
  row: { id: number; subscriber_id: number | null },
): Promise<void> {
  const subscriber = row.subscriber_id === null ? undefined : await getSubscriber(row.subscriber_id);
  if (!subscriber) throw new Error(`Subscriber ${row.subscriber_id} no longer exists`);
  if (subscriber.state !== "unconfirmed") return;
  const message = await confirmationMessage(subscriber, mail.siteUrl);
  const agency = await getSiteFacts();
  await mail.transport.sendMail({
    from: { name: agency.name, address: agency.supportEmail },
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: message.headers,
    messageId: messageId(subscriber, row.id, mail.siteUrl),
  });
}
