import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../e2e/support/free-port";
import { type MailServer, startMailServer } from "../../../tests/support/mail-server";
import { type NewLead, insertLead } from "./leads";
import { getDb } from "../db";
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  claimDueNotifications,
  outboxBacklog,
  recordFailure,
  recordSent,
  releaseClaim,
} from "./outbox";
import {
  type DeliveryRound,
  type OutboxChannels,
  deliverDueNotifications,
  notificationMessageId,
  sendPendingNotifications,
  smtpTransport,
} from "./outbox-worker";

const lead = (name: string): NewLead => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  company: "Souza Plumbing",
  phone: "801-555-0199",
  message: "We want more calls from homeowners in Sandy.\nCan you help?",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: true,
});

const notification = (submissionId: number) =>
  getDb().selectFrom("email_outbox").selectAll().where("submission_id", "=", submissionId).executeTakeFirstOrThrow();

const channel = (smtpUrl: string, to = ["leads@resgatar.example"]): OutboxChannels => ({
  email: {
    transport: smtpTransport(smtpUrl),
    to,
    siteUrl: "https://resgatar.example",
  },
});

/** A clock the test moves by hand. */
function clock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.close());

// Every test leaves the outbox with nothing due, so that the next one sees only its own rows.
describe(`e-mail outbox (${process.env.TEST_DIALECT})`, () => {
  it("sends a stored lead's notification over SMTP once, and records it", async () => {
    const submission = await insertLead(lead("Ana Souza"));
    const time = clock(new Date(Date.now() + 1000).toISOString());

    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
    const message = mail.received.find((m) => m.raw.includes(`X-Lead-ID: ${submission.id}`));
    expect(message).toBeDefined();
    expect(message!.to).toEqual(["leads@resgatar.example"]);
    expect(message!.raw).toMatch(/^Subject: New website lead from Ana Souza about seo/m);
    expect(message!.raw).toMatch(/^Reply-To: Ana Souza <ana\.souza@example\.com>/m);
    for (const text of [
      "Phone: 801-555-0199",
      "Human check: Passed",
      "Can you help?",
      `This lead: https://resgatar.example/admin/contacts/${submission.id}`,
      "All submissions: https://resgatar.example/admin/contacts",
    ]) {
      expect(message!.raw).toContain(text);
    }
    expect(await notification(submission.id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sent_at: time.now().toISOString(),
      last_error: null,
      locked_until: null,
    });

    time.advance(60 * 60_000);
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends one notification to every NOTIFY_EMAIL address", async () => {
    const submission = await insertLead(lead("Bia Lima"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    const team = ["sales@resgatar.example", "owner@resgatar.example"];

    expect(await deliverDueNotifications(channel(mail.url, team), time.now)).toEqual({ sent: 1, failed: 0 });
    const messages = mail.received.filter((m) => m.raw.includes(`X-Lead-ID: ${submission.id}`));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toEqual(team);
    expect(messages[0]!.raw).toMatch(/^From: .*<sales@resgatar\.example>/m);
  });

  it("retries with back-off while the mail server is down, then delivers", async () => {
    const port = await freePort();
    const submission = await insertLead(lead("Bruno Lima"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    const down = channel(`smtp://127.0.0.1:${port}`);

    expect(await deliverDueNotifications(down, time.now)).toEqual({ sent: 0, failed: 1 });
    const first = await notification(submission.id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, sent_at: null });
    expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(first.next_attempt_at).toBe(new Date(time.now().getTime() + RETRY_DELAYS_MS[0]!).toISOString());

    // Not due yet: nothing is tried.
    time.advance(RETRY_DELAYS_MS[0]! - 1000);
    expect(await deliverDueNotifications(down, time.now)).toEqual({ sent: 0, failed: 0 });

    const server = await startMailServer({ port });
    try {
      time.advance(1000);
      expect(await deliverDueNotifications(channel(server.url), time.now)).toEqual({ sent: 1, failed: 0 });
      expect(server.received.map((m) => m.raw.includes(`X-Lead-ID: ${submission.id}`))).toEqual([true]);
      expect(await notification(submission.id)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await server.close();
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts over about an hour, keeping the last error`, async () => {
    const port = await freePort();
    const submission = await insertLead(lead("Carla Dias"));
    const start = new Date(Date.now() + 1000);
    const time = clock(start.toISOString());
    const down = channel(`smtp://127.0.0.1:${port}`);

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDueNotifications(down, time.now)).toEqual({ sent: 0, failed: 1 });
      const row = await notification(submission.id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? "pending" : "failed");
      time.advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    }
    const elapsedMinutes = (time.now().getTime() - start.getTime()) / 60_000;
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(5);
    expect(elapsedMinutes).toBeGreaterThanOrEqual(50);
    expect(elapsedMinutes).toBeLessThanOrEqual(90);
    expect((await notification(submission.id)).last_error).toMatch(/ECONNREFUSED|connect/i);

    time.advance(24 * 60 * 60_000);
    expect(await deliverDueNotifications(down, time.now)).toEqual({ sent: 0, failed: 0 });
  });

  it("sends each message once when several workers run at the same time", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await insertLead(lead(`Racer ${i}`))).id);
    const time = clock(new Date(Date.now() + 1000).toISOString());
    const before = mail.received.length;

    const reports = await Promise.all(
      Array.from({ length: 4 }, () => deliverDueNotifications(channel(mail.url), time.now)),
    );
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(25);
    const leadIds = mail.received.slice(before).map((m) => Number(/^X-Lead-ID: (\d+)/m.exec(m.raw)?.[1]));
    expect(leadIds.sort((a, b) => a - b)).toEqual(ids);
  });

  it("takes over a message whose worker stopped while sending", async () => {
    const submission = await insertLead(lead("Davi Rocha"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    // A worker claims the row and dies before it records anything.
    await getDb()
      .updateTable("email_outbox")
      .set({ status: "sending", attempts: 1, locked_until: new Date(time.now().getTime() + 60_000).toISOString() })
      .where("submission_id", "=", submission.id)
      .execute();
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 0, failed: 0 });
    time.advance(61_000);
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
    expect(await notification(submission.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("sends a message again after a crash between sending and recording with the same Message-ID", async () => {
    const submission = await insertLead(lead("Ivo Campos"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
    // The worker crashed after the mail server accepted the message: nothing was recorded.
    await getDb()
      .updateTable("email_outbox")
      .set({ status: "sending", sent_at: null, locked_until: time.now().toISOString() })
      .where("submission_id", "=", submission.id)
      .execute();
    time.advance(1000);
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });

    const row = await notification(submission.id);
    const expected = notificationMessageId(submission, row.id, "https://resgatar.example");
    const arrived = Date.parse(submission.created_at);
    expect(expected).toBe(`<lead-${submission.id}-${arrived}.notification-${row.id}@resgatar.example>`);
    const ids = mail.received
      .filter((m) => m.raw.includes(`X-Lead-ID: ${submission.id}`))
      .map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toEqual([expected, expected]);
  });

  it("lets a worker whose lease ran out record nothing over the worker that took over", async () => {
    const submission = await insertLead(lead("Rui Prado"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    const [slow] = await claimDueNotifications(1, time.now());
    expect(slow?.submission_id).toBe(submission.id);
    // The slow worker's lease runs out; another takes the message over and delivers it.
    time.advance(6 * 60_000);
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
    // The slow worker finally gives up, then claims success: neither changes the record.
    await recordFailure(slow!, "timed out", time.now());
    await recordSent(slow!, time.now());
    expect(await notification(submission.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("claims nothing once told to stop, and a claim given back is due at once, its attempt uncounted", async () => {
    const submission = await insertLead(lead("Lia Costa"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    expect(await deliverDueNotifications(channel(mail.url), time.now, { stopping: true })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await notification(submission.id)).toMatchObject({ status: "pending", attempts: 0 });

    const [claimed] = await claimDueNotifications(1, time.now());
    expect(claimed?.submission_id).toBe(submission.id);
    expect(await outboxBacklog()).toEqual({ pending: 0, sending: 1, failed: 1 });
    await releaseClaim(claimed!, time.now());
    expect(await notification(submission.id)).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
  });

  it("shows the claim it holds while a send hangs, and records nothing over a claim given back", async () => {
    const submission = await insertLead(lead("Noa Reis"));
    const time = clock(new Date(Date.now() + 1000).toISOString());
    // A mail server that takes the connection and never greets.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const round: DeliveryRound = { stopping: false };
    const connected = once(silent, "connection");
    const delivering = deliverDueNotifications(
      channel(`smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`),
      time.now,
      round,
    );
    await connected;
    expect(round.claimed?.submission_id).toBe(submission.id);

    round.stopping = true;
    await releaseClaim(round.claimed!, time.now());
    for (const socket of sockets) socket.destroy();
    silent.close();
    // The send fails after the claim went back: its failure is not recorded, and it claims no more.
    expect(await delivering).toEqual({ sent: 0, failed: 1 });
    expect(round.claimed).toBeUndefined();
    expect(await notification(submission.id)).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    expect(await deliverDueNotifications(channel(mail.url), time.now)).toEqual({ sent: 1, failed: 0 });
  });

  it("leaves messages pending when no mail server is configured", async () => {
    const submission = await insertLead(lead("Eva Nunes"));
    await sendPendingNotifications();
    expect(await notification(submission.id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});
