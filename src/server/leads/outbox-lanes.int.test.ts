import { afterAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../tests/support/mail-server";
import { startWebhookReceiver } from "../../../tests/support/webhook-receiver";
import type { NewLead } from "./leads";

/**
 * The process's own outbox worker, as `npm start` runs it, with both channels configured: a real
 * SMTP server, and a CRM that takes each request and never answers (past the webhook's 10 s
 * timeout). A CRM that hangs must not hold back a single notification e-mail.
 */

const mail = await startMailServer();
const receiver = await startWebhookReceiver();
receiver.answer = () => "never";

Object.assign(process.env, {
  SMTP_URL: mail.url,
  NOTIFY_EMAIL: "leads@resgatar.example",
  LEAD_WEBHOOK_URL: receiver.url,
  LEAD_WEBHOOK_SECRET: "test-webhook-secret",
});
vi.resetModules();
const { insertLead } = await import("./leads");
const { startOutboxWorker, stopOutboxWorker } = await import("./outbox-worker");
const { WEBHOOK_TIMEOUT_MS } = await import("./lead-webhook");
const { getDb, closeDb } = await import("../db");

afterAll(async () => {
  await stopOutboxWorker(0);
  await receiver.close();
  await mail.close();
  await closeDb();
});

const LEADS = 30;
const EMAILS_WITHIN_MS = 5000;

const lead = (i: number): NewLead => ({
  name: `Lane Lead ${i}`,
  email: `lane.lead.${i}@example.com`,
  company: null,
  phone: null,
  message: "We want more calls from homeowners in Sandy.",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: true,
});

const rows = (channel: "lead-email" | "lead-webhook") =>
  getDb()
    .selectFrom("email_outbox")
    .select(["submission_id", "status", "attempts"])
    .where("channel", "=", channel)
    .execute();

describe(`the outbox worker's channels (${process.env.TEST_DIALECT})`, () => {
  it(`${LEADS} leads with a CRM hanging past its ${WEBHOOK_TIMEOUT_MS / 1000} s timeout: every notification e-mail leaves within ${EMAILS_WITHIN_MS / 1000} s, once`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < LEADS; i++) ids.push((await insertLead(lead(i))).id);

    const start = Date.now();
    startOutboxWorker();
    while (mail.received.length < LEADS && Date.now() - start < EMAILS_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const elapsed = Date.now() - start;

    const notified = mail.received.map((m) => Number(/^X-Lead-ID: (\d+)/m.exec(m.raw)?.[1]));
    expect(notified.sort((a, b) => a - b)).toEqual(ids);
    expect(elapsed).toBeLessThan(EMAILS_WITHIN_MS);
    // The CRM has been asked meanwhile, and holds the first request open.
    expect(receiver.receipts.length).toBeGreaterThanOrEqual(1);

    // Shutdown gives the webhook's claim back: nothing stays "sending", nothing is lost; and the
    // request the CRM holds is abandoned, not left to write to a database about to close.
    await stopOutboxWorker(100);
    await expect.poll(() => receiver.receipts.filter((r) => r.answered === "never" && !r.abandoned)).toEqual([]);
    expect((await rows("lead-email")).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    const webhooks = await rows("lead-webhook");
    expect(webhooks).toHaveLength(LEADS);
    expect(webhooks.filter((row) => row.status === "sending")).toEqual([]);
    expect(webhooks.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
  }, 20_000);
});
