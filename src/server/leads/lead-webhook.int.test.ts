import { once } from "node:events";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Receipt, signatureVerifies, startWebhookReceiver } from "../../../tests/support/webhook-receiver";
import type { NewLead } from "./leads";
import type { DeliveryRound } from "./outbox-worker";

const receiver = await startWebhookReceiver();
const { url } = receiver;
const secret = "test-webhook-secret";

// This file's site has a CRM webhook: fresh modules read the configuration again.
process.env.LEAD_WEBHOOK_URL = url;
process.env.LEAD_WEBHOOK_SECRET = secret;
vi.resetModules();
const { insertLead, listLeads } = await import("./leads");
const { WebhookDelivery } = await import("@/app/(admin)/admin/contacts/_components/webhook-delivery");
const { submitLead } = await import("./lead-forms");
const { RETRY_DELAYS_MS, leadDeliveries } = await import("./outbox");
const { deliverDueNotifications } = await import("./outbox-worker");
const { issueFormStamp } = await import("../forms/spam-guard");
const { HONEYPOT_FIELD, MIN_FILL_MS, STAMP_FIELD } = await import("@/lib/lead-forms");
const { closeDb } = await import("../db");

afterAll(async () => {
  await receiver.close();
  await closeDb();
});

const lead = (name: string, overrides: Partial<NewLead> = {}): NewLead => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  company: "Souza Plumbing",
  phone: "801-555-0199",
  message: "We want more calls from homeowners in Sandy.\nCan you help?",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: true,
  ...overrides,
});

const webhook = (timeoutMs = 5000) => ({ webhook: { url, secret, timeoutMs } });

/** A clock the test moves by hand, a second ahead so that new rows are due. */
function clock() {
  let now = new Date(Date.now() + 1000);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const receiptsFor = (leadId: number) =>
  receiver.receipts.filter((r) => r.headers["idempotency-key"] === String(leadId));
const signed = (receipt: Receipt | undefined) => signatureVerifies(receipt!, secret);

// Every test leaves the outbox with nothing due, so that the next one sees only its own rows.
describe(`CRM webhook (${process.env.TEST_DIALECT})`, () => {
  it("posts a new lead as signed JSON, keyed by its id, and shows it delivered", async () => {
    receiver.answer = () => 200;
    const stored = await insertLead(
      lead("Ana Souza", {
        landing_page: "/seo",
        referrer_host: "www.google.com",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "spring-seo",
        click_id_kind: "gclid",
        form_page: "/contact",
      }),
    );
    expect(await leadDeliveries(stored.id)).toMatchObject({
      "lead-email": { status: "pending" },
      "lead-webhook": { status: "pending", attempts: 0 },
    });
    const time = clock();

    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 1, failed: 0 });
    const [receipt] = receiptsFor(stored.id);
    expect(receiptsFor(stored.id)).toHaveLength(1);
    expect(receipt!.headers["content-type"]).toBe("application/json");
    expect(signed(receipt)).toBe(true);
    expect(JSON.parse(receipt!.body)).toEqual({
      id: stored.id,
      createdAt: new Date(stored.created_at).toISOString(),
      name: "Ana Souza",
      email: "ana.souza@example.com",
      company: "Souza Plumbing",
      phone: "801-555-0199",
      service: "seo",
      message: "We want more calls from homeowners in Sandy.\nCan you help?",
      form: "contact",
      source: {
        landingPage: "/seo",
        referrer: "www.google.com",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "spring-seo",
        utmTerm: null,
        utmContent: null,
        clickId: "gclid",
        formPage: "/contact",
      },
    });
    const deliveries = await leadDeliveries(stored.id);
    expect(deliveries["lead-webhook"]).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(deliveries["lead-webhook"]!.sent_at).not.toBeNull();
    // The e-mail is another channel's row: the webhook's worker leaves it alone.
    expect(deliveries["lead-email"]).toMatchObject({ status: "pending", attempts: 0 });

    // The lead's page and its inbox card show the delivery.
    expect(renderToStaticMarkup(await WebhookDelivery({ leadId: stored.id }))).toMatch(/Webhook:.*Delivered /);
    const [card] = (await listLeads({ limit: 50 })).filter((row) => row.id === stored.id);
    expect(card).toMatchObject({
      notification: { status: "pending" },
      webhook: { status: "sent", attempts: 1, sent_at: deliveries["lead-webhook"]!.sent_at },
    });
  });

  it("never sends spam", async () => {
    const spam = await insertLead(lead("Spam Bot", { is_spam: true, spam_reason: "honeypot" }));
    expect(await leadDeliveries(spam.id)).toEqual({});
    expect(renderToStaticMarkup(await WebhookDelivery({ leadId: spam.id }))).toBe("");
    expect(await deliverDueNotifications(webhook(), clock().now)).toEqual({ sent: 0, failed: 0 });
    expect(receiptsFor(spam.id)).toEqual([]);
  });

  it("retries after a 5xx on the outbox's schedule and delivers once, with the same key and signature", async () => {
    const stored = await insertLead(lead("Bruno Lima"));
    const time = clock();
    receiver.answer = () => (receiptsFor(stored.id).length === 0 ? 500 : 200);

    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 0, failed: 1 });
    expect((await leadDeliveries(stored.id))["lead-webhook"]).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "HTTP 500: answer 500",
    });
    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 0, failed: 0 });

    time.advance(RETRY_DELAYS_MS[0]!);
    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 1, failed: 0 });
    const [failed, delivered] = receiptsFor(stored.id);
    expect(receiptsFor(stored.id).map((r) => r.answered)).toEqual([500, 200]);
    expect(delivered!.body).toBe(failed!.body);
    expect(signed(delivered)).toBe(true);
    expect((await leadDeliveries(stored.id))["lead-webhook"]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up at once on a 4xx the CRM will answer again, but retries 408 and 429", async () => {
    const refused = await insertLead(lead("Carla Dias"));
    receiver.answer = () => 422;
    const time = clock();
    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 0, failed: 1 });
    expect((await leadDeliveries(refused.id))["lead-webhook"]).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "HTTP 422: answer 422",
    });

    for (const status of [408, 429]) {
      const busy = await insertLead(lead(`Busy ${status}`));
      receiver.answer = () => status;
      expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 0, failed: 1 });
      expect((await leadDeliveries(busy.id))["lead-webhook"]).toMatchObject({ status: "pending", attempts: 1 });
      // Delivered, so that the next tests find nothing of this one due.
      receiver.answer = () => 200;
      time.advance(RETRY_DELAYS_MS[0]!);
      expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 1, failed: 0 });
    }
  });

  it("stores and answers a lead at once while the CRM hangs, and counts the hang as a failed attempt", async () => {
    const first = await insertLead(lead("Diego Rocha"));
    receiver.answer = () => "never";
    const time = clock();
    const reached = once(receiver.events, "receipt");
    const round: DeliveryRound = { stopping: false };
    const delivering = deliverDueNotifications(webhook(300), time.now, round);
    await reached;
    // Only this attempt: the lead about to be submitted is the last test's.
    round.stopping = true;

    // The CRM holds the request open: a visitor's submission is stored and answered meanwhile.
    const stamp = await issueFormStamp("contact", Date.now() - MIN_FILL_MS - 2000);
    const outcome = await submitLead(
      "contact",
      {
        name: "Eva Matos",
        email: "eva@example.com",
        company: "",
        phone: "",
        message: "Please call me about local search.",
        service: "seo",
        [HONEYPOT_FIELD]: "",
        [STAMP_FIELD]: stamp,
      },
      { ip: "198.51.100.77" },
    );
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    expect(receiptsFor(first.id).map((r) => r.answered)).toEqual(["never"]);

    expect(await delivering).toEqual({ sent: 0, failed: 1 });
    expect((await leadDeliveries(first.id))["lead-webhook"]).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "No answer within 0.3 s",
    });
    if (!outcome.ok) return;
    expect((await leadDeliveries(outcome.submissionId))["lead-webhook"]).toMatchObject({ status: "pending" });

    receiver.answer = () => 200;
    time.advance(RETRY_DELAYS_MS[0]!);
    expect(await deliverDueNotifications(webhook(), time.now)).toEqual({ sent: 2, failed: 0 });
  });

  it("delivers each of many leads exactly once with two workers at the same time", async () => {
    receiver.answer = () => 200;
    const leads = [];
    for (let i = 0; i < 12; i++) leads.push(await insertLead(lead(`Parallel ${i}`)));
    const time = clock();

    const reports = await Promise.all([
      deliverDueNotifications(webhook(), time.now),
      deliverDueNotifications(webhook(), time.now),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(leads.length);
    expect(reports.map((report) => report.failed)).toEqual([0, 0]);
    for (const stored of leads) {
      expect(receiptsFor(stored.id)).toHaveLength(1);
      expect((await leadDeliveries(stored.id))["lead-webhook"]).toMatchObject({ status: "sent", attempts: 1 });
    }
  });
});
