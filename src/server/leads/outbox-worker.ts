import "server-only";
import { remember } from "@epic-web/remember";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config";
import { getLogger } from "../ops/logger";
import type { OutboxChannel } from "../db/types";
import { sendSubscriberMail } from "../audience/subscriber-outbox";
import { getSiteFacts, leadNotificationAddresses } from "../site-settings";
import { type Lead, getLeadById } from "./leads";
import { PermanentDeliveryError, WEBHOOK_TIMEOUT_MS, type WebhookChannel, postLead } from "./lead-webhook";
import { type ClaimedNotification, claimDueNotifications, recordFailure, recordSent, releaseClaim } from "./outbox";
import { leadNotification } from "./notification-email";

/**
 * Delivers what waits in email_outbox: a lead's e-mail over SMTP, its POST to the CRM
 * webhook. Every server process runs this worker; the outbox's claim makes sure each
 * delivery is made by one of them.
 */

export interface MailChannel {
  transport: Transporter;
  /**
   * NOTIFY_EMAIL, else the addresses of /admin/settings, read again before each round: a lead's
   * notification goes to every address and comes from the first; with none, it waits.
   */
  to: string[];
  siteUrl: string;
}

/** The channels this process can deliver; rows of the others wait in the outbox. */
export interface OutboxChannels {
  email?: MailChannel;
  webhook?: WebhookChannel;
}

function deliverable(channels: OutboxChannels): OutboxChannel[] {
  return [
    ...(channels.email?.to.length ? ["lead-email" as const] : []),
    ...(channels.email ? ["subscriber-email" as const] : []),
    ...(channels.webhook ? ["lead-webhook" as const] : []),
  ];
}

/**
 * With `pooled`, one connection is kept open between messages (the worker's e-mail lane sends
 * one at a time): a connection and its greeting cost more than a message, so a burst of leads
 * is notified in a second or two rather than one handshake after another. An idle connection
 * ends after the socket timeout, and the next message opens a new one.
 */
export function smtpTransport(smtpUrl: string, { pooled = false } = {}): Transporter {
  // Bounded waits: a mail server that hangs must not hold a claimed row past its lease.
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  return pooled
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, ...timeouts })
    : nodemailer.createTransport({ url: smtpUrl, ...timeouts });
}

/**
 * The same for every attempt at one notification, so that a message sent again after a crash
 * between sending and recording is recognisably the same message to the receiving side. The
 * lead's time of arrival keeps it unique where a deleted lead's id is given to a new one.
 */
export function notificationMessageId(
  lead: Pick<Lead, "id" | "created_at">,
  notificationId: number,
  siteUrl: string,
): string {
  return `<lead-${lead.id}-${Date.parse(lead.created_at)}.notification-${notificationId}@${new URL(siteUrl).hostname}>`;
}

const RECORD_RETRY_DELAYS_MS = [100, 500, 2000];

/**
 * Records a delivery the mail server accepted. A lost database connection here would send the
 * message again once the claim's lease runs out, so the write is retried a few times first.
 */
async function recordDelivery(notification: ClaimedNotification, at: Date): Promise<void> {
  for (const delay of [...RECORD_RETRY_DELAYS_MS, undefined]) {
    try {
      return await recordSent(notification, at);
    } catch (err) {
      if (delay === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A round of deliveries as the process's shutdown sees it: told to stop, holding a claim, and
 * `abandon`, which ends a send still under way once its claim was given back.
 */
export interface DeliveryRound {
  stopping: boolean;
  claimed?: ClaimedNotification;
  abandon?: AbortSignal;
}

async function sendEmail(channel: MailChannel, submission: Lead, notification: ClaimedNotification): Promise<void> {
  const { name } = await getSiteFacts();
  const { subject, text } = leadNotification(submission, channel.siteUrl, name);
  await channel.transport.sendMail({
    from: { name: `${name} website`, address: channel.to[0]! },
    to: channel.to,
    replyTo: { name: submission.name, address: submission.email },
    subject,
    text,
    messageId: notificationMessageId(submission, notification.id, channel.siteUrl),
    headers: { "X-Lead-ID": String(submission.id) },
  });
}

/**
 * `work`, or a rejection as soon as `abandon` aborts: an SMTP send cannot be cancelled, and one
 * the mail server never answers would hold a shutdown until its socket times out (30 s).
 */
function unlessAbandoned(work: Promise<void>, abandon?: AbortSignal): Promise<void> {
  if (!abandon) return work;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abandon.reason);
    if (abandon.aborted) return onAbort();
    abandon.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => abandon.removeEventListener("abort", onAbort));
  });
}

/** Makes one claimed delivery through its channel; resolves once the other side accepted it. */
async function send(channels: OutboxChannels, notification: ClaimedNotification, abandon?: AbortSignal): Promise<void> {
  if (notification.channel === "subscriber-email") {
    return unlessAbandoned(sendSubscriberMail(channels.email!, notification), abandon);
  }
  const submission = notification.submission_id === null ? undefined : await getLeadById(notification.submission_id);
  if (!submission) throw new Error(`Submission ${notification.submission_id} no longer exists`);
  // Only channels the process has were claimed (see deliverable), hence the assertions.
  switch (notification.channel) {
    case "lead-email":
      return unlessAbandoned(sendEmail(channels.email!, submission, notification), abandon);
    case "lead-webhook":
      return postLead(channels.webhook!, submission, abandon);
  }
}

/**
 * Delivers what is due on `channels`, claiming one row at a time: a claim's lease then always
 * covers the single send it guards, however slow the other side. The process's worker runs one
 * of these per channel (see lanesOf). Returns how many were sent and
 * failed. Delivery is at least once: a crash between the other side's acceptance and the record
 * sends it again, with the same Message-ID or Idempotency-Key. Claims nothing more once
 * `round.stopping`.
 */
export async function deliverDueNotifications(
  channels: OutboxChannels,
  now: () => Date = () => new Date(),
  round: DeliveryRound = { stopping: false },
): Promise<{ sent: number; failed: number }> {
  const report = { sent: 0, failed: 0 };
  const claimable = deliverable(channels);
  while (!round.stopping && claimable.length > 0) {
    const [notification] = await claimDueNotifications(1, now(), claimable);
    if (!notification) return report;
    round.claimed = notification;
    let accepted = false;
    try {
      await send(channels, notification, round.abandon);
      accepted = true;
      // The other side has it: given back now, it would be sent twice.
      round.claimed = undefined;
      await recordDelivery(notification, now());
      report.sent++;
    } catch (err) {
      // Sent but not recorded: recording a failure would only schedule the duplicate sooner.
      if (accepted) throw err;
      await recordFailure(notification, err instanceof Error ? err.message : String(err), now(), {
        permanent: err instanceof PermanentDeliveryError,
      });
      report.failed++;
    } finally {
      round.claimed = undefined;
    }
  }
  return report;
}

/**
 * The configured channels: e-mail once SMTP_URL is set (lead notifications once there are
 * addresses to send them to), the webhook once LEAD_WEBHOOK_URL is.
 */
function configuredChannels(): OutboxChannels {
  const { smtpUrl, siteUrl, leadWebhook } = getConfig();
  return {
    email: smtpUrl ? { transport: smtpTransport(smtpUrl, { pooled: true }), to: [], siteUrl } : undefined,
    webhook: leadWebhook ? { ...leadWebhook, timeoutMs: WEBHOOK_TIMEOUT_MS } : undefined,
  };
}

/**
 * The configured channels, each delivered by a loop of its own: a CRM that is slow, down or
 * hanging holds up only its own deliveries, never an e-mail, and a mail server that hangs never
 * holds up the CRM. Within a lane deliveries go one at a time, each under its own claim.
 */
function lanesOf(channels: OutboxChannels): OutboxChannels[] {
  return [
    ...(channels.email ? [{ email: channels.email }] : []),
    ...(channels.webhook ? [{ webhook: channels.webhook }] : []),
  ];
}

type Lane = {
  channels: OutboxChannels;
  running: Promise<void> | null;
  /** Its own: shutdown gives back the claim each lane holds. */
  round: DeliveryRound;
  abandon: AbortController;
  timer?: NodeJS.Timeout;
};
type WorkerState = { lanes: Lane[] };
// One worker per process, even when several bundles load this module.
const worker = remember("agency-site.outbox-worker", () => ({ state: undefined as WorkerState | undefined }));

/** The lead notification's addresses as they are now (decision 194). */
async function readAddresses(channels: OutboxChannels): Promise<void> {
  if (channels.email) channels.email.to = await leadNotificationAddresses();
}

/** Runs a round on the lane, unless it is running one already or the process is stopping. */
function runLane(lane: Lane): Promise<void> {
  if (lane.round.stopping) return Promise.resolve();
  lane.running ??= readAddresses(lane.channels)
    .then(() => deliverDueNotifications(lane.channels, undefined, lane.round))
    .then((report) => {
      if (report.failed) getLogger().warn(`Lead deliveries: ${report.failed} failed, will retry or were given up`);
    })
    .catch((err: unknown) => getLogger().error({ err }, "Lead notifications: delivery round failed"))
    .finally(() => {
      lane.running = null;
    });
  return lane.running;
}

/** Delivers what is due now on every channel, each in its own lane, unless that lane is busy already. */
export async function sendPendingNotifications(): Promise<void> {
  const { state } = worker;
  if (!state) return;
  await Promise.all(state.lanes.map(runLane));
}

/** Started once per server process from instrumentation.ts. */
export function startOutboxWorker(): void {
  if (worker.state) return;
  const channels = configuredChannels();
  if (!channels.email)
    getLogger().info("Lead notifications wait in the outbox until SMTP_URL is set and addresses are given.");
  const lanes: Lane[] = lanesOf(channels).map((laneChannels) => {
    const abandon = new AbortController();
    return { channels: laneChannels, running: null, round: { stopping: false, abandon: abandon.signal }, abandon };
  });
  if (lanes.length === 0) return;
  worker.state = { lanes };
  // Another machine's leads, and retries that have come due, are found by the next look.
  const { outboxPollMs } = getConfig();
  for (const lane of lanes) {
    const tick = () => {
      void runLane(lane).finally(() => {
        if (!lane.round.stopping) lane.timer = setTimeout(tick, outboxPollMs).unref();
      });
    };
    tick();
  }
}

/**
 * At shutdown: no lane claims anything more; the sends under way get at most `graceMs` between
 * them to finish, then each lane still sending gives its notification back to the outbox, so
 * that another process sends it without waiting for the claim's lease to run out.
 */
export async function stopOutboxWorker(graceMs: number): Promise<void> {
  const { state } = worker;
  if (!state) return;
  for (const lane of state.lanes) {
    lane.round.stopping = true;
    clearTimeout(lane.timer);
  }
  let deadline: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => (deadline = setTimeout(resolve, graceMs)));
  await Promise.all(
    state.lanes.map(async (lane) => {
      if (lane.running) {
        const finished = await Promise.race([lane.running.then(() => true), graceOver.then(() => false)]);
        const { claimed } = lane.round;
        if (!finished && claimed) await releaseClaim(claimed);
      }
      // What is still under way is abandoned (its claim is given back), so that nothing of the
      // worker writes to the database once the process closes it: a CRM request is aborted, an
      // e-mail send is left behind, and the pooled connection to the mail server closes.
      lane.abandon.abort();
      lane.channels.email?.transport.close();
      await lane.running;
    }),
  );
  clearTimeout(deadline);
  worker.state = undefined;
}
