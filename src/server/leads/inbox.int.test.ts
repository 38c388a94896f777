import type { Updateable } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type InboxLead,
  type NewLead,
  countLeads,
  insertLead,
  listAllLeadsForExport,
  listLeads,
  setLeadRead,
} from "./leads";
import { getDb } from "../db";
import type { EmailOutboxTable } from "../db/types";
import { claimDueNotifications, resendNotification } from "./outbox";

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ana Souza",
  email: "ana@example.com",
  company: null,
  phone: null,
  message: "We need more calls from Sandy and Draper.",
  service: null,
  recaptcha_token: null,
  recaptcha_verified: false,
  ...overrides,
});

/** Stores a submission as the forms do, then dates it, so that the order is known. */
async function store(name: string, createdAt: string, overrides: Partial<NewLead> = {}) {
  const row = await insertLead(lead({ name, ...overrides }));
  await getDb().updateTable("contact_submissions").set({ created_at: createdAt }).where("id", "=", row.id).execute();
  return row.id;
}

/** "2026-03-01T10:00:07.000Z" for 7: one submission per second, later numbers newer. */
const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, second)).toISOString();

async function setOutbox(submissionId: number, values: Updateable<EmailOutboxTable>) {
  await getDb().updateTable("email_outbox").set(values).where("submission_id", "=", submissionId).execute();
}

const outboxOf = (submissionId: number) =>
  getDb().selectFrom("email_outbox").selectAll().where("submission_id", "=", submissionId).executeTakeFirst();

const names = (rows: InboxLead[]) => rows.map((row) => row.name);

async function exportAll(batchSize?: number): Promise<InboxLead[]> {
  const rows: InboxLead[] = [];
  for await (const row of listAllLeadsForExport(batchSize)) rows.push(row);
  return rows;
}

describe(`contact inbox (${process.env.TEST_DIALECT})`, () => {
  beforeEach(async () => {
    // Notifications go with their submissions (on delete cascade).
    await getDb().deleteFrom("contact_submissions").execute();
  });

  it("counts exactly and pages newest first, five at a time", async () => {
    for (let n = 1; n <= 7; n++) await store(`Lead ${n}`, at(n));
    await store("Spam 1", at(8), { is_spam: true, spam_reason: "honeypot" });
    await store("Spam 2", at(9), { is_spam: true, spam_reason: "too fast" });

    expect(await countLeads()).toBe(7);
    expect(await countLeads({ spam: false })).toBe(7);
    expect(await countLeads({ spam: true })).toBe(2);

    expect(names(await listLeads({ offset: 0, limit: 5 }))).toEqual(["Lead 7", "Lead 6", "Lead 5", "Lead 4", "Lead 3"]);
    expect(names(await listLeads({ offset: 5, limit: 5 }))).toEqual(["Lead 2", "Lead 1"]);
    expect(await listLeads({ offset: 10, limit: 5 })).toEqual([]);
  });

  it("orders submissions stored at the same moment by id, newest first", async () => {
    const first = await store("First", at(1));
    const second = await store("Second", at(1));
    const rows = await listLeads({ limit: 5 });
    expect(rows.map((row) => row.id)).toEqual([second, first]);
  });

  it("keeps spam apart, with its reason and no notification", async () => {
    await store("Real lead", at(1));
    await store("Bot", at(2), { is_spam: true, spam_reason: "honeypot" });

    const inbox = await listLeads({ limit: 5 });
    expect(names(inbox)).toEqual(["Real lead"]);
    const spam = await listLeads({ spam: true, limit: 5 });
    expect(spam).toHaveLength(1);
    expect(spam[0]).toMatchObject({ name: "Bot", is_spam: true, spam_reason: "honeypot", notification: null });
    expect(spam[0]).not.toHaveProperty("ip_hash");
    expect(spam[0]).not.toHaveProperty("recaptcha_token");
  });

  it("returns every field the inbox shows, the message in full", async () => {
    const message = 'Line one,\n\n  indented line two with "quotes"\nand a third line.';
    const id = await store("Full Lead", at(1), {
      email: "full@example.com",
      company: "Wasatch Tires",
      phone: "801-555-0100",
      service: "Local SEO",
      message,
      recaptcha_verified: true,
      landing_page: "/seo",
      referrer_host: "www.google.com",
      click_id_kind: "gclid",
      form_page: "/contact",
    });
    const [row] = await listLeads({ limit: 5 });
    expect(row).toEqual({
      id,
      name: "Full Lead",
      email: "full@example.com",
      company: "Wasatch Tires",
      phone: "801-555-0100",
      service: "Local SEO",
      message,
      recaptcha_verified: true,
      human_check: "passed",
      created_at: at(1),
      is_spam: false,
      spam_reason: null,
      read_at: null,
      status: "new",
      form: "contact",
      landing_page: "/seo",
      referrer_host: "www.google.com",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      click_id_kind: "gclid",
      form_page: "/contact",
      notification: { status: "pending", attempts: 0, last_error: null, sent_at: null },
      webhook: null,
    });
  });

  it("says of each lead whether its human check passed, failed or was not configured, never its token", async () => {
    await store("Passed", at(1), { recaptcha_token: "token", recaptcha_verified: true });
    await store("Failed", at(2), { recaptcha_token: "recaptcha-failed" });
    await store("No keys", at(3));
    const rows = await listLeads({ limit: 5 });
    expect(rows.map((row) => [row.name, row.human_check])).toEqual([
      ["No keys", "not-configured"],
      ["Failed", "not-passed"],
      ["Passed", "passed"],
    ]);
    expect(rows[0]).not.toHaveProperty("recaptcha_token");
  });

  it("marks a submission read, keeps when it was first read, and unread again", async () => {
    const id = await store("Reader", at(1));
    const firstRead = new Date("2026-03-02T08:00:00.000Z");

    expect(await setLeadRead(id, true, firstRead)).toBe(true);
    expect((await listLeads({ limit: 5 }))[0]!.read_at).toBe(firstRead.toISOString());

    expect(await setLeadRead(id, true, new Date("2026-03-03T08:00:00.000Z"))).toBe(true);
    expect((await listLeads({ limit: 5 }))[0]!.read_at).toBe(firstRead.toISOString());

    expect(await setLeadRead(id, false)).toBe(true);
    expect((await listLeads({ limit: 5 }))[0]!.read_at).toBeNull();

    expect(await setLeadRead(id + 1000, true)).toBe(false);
  });

  it("shows each notification's state from the outbox", async () => {
    const sent = await store("Sent", at(4));
    const failed = await store("Failed", at(3));
    const retrying = await store("Retrying", at(2));
    await store("Waiting", at(1));
    await setOutbox(sent, { status: "sent", attempts: 1, sent_at: at(10) });
    await setOutbox(failed, { status: "failed", attempts: 6, last_error: "550 Mailbox unavailable" });
    await setOutbox(retrying, { status: "pending", attempts: 2, last_error: "Connection timeout" });

    const byName = Object.fromEntries((await listLeads({ limit: 5 })).map((row) => [row.name, row.notification]));
    expect(byName).toEqual({
      Sent: { status: "sent", attempts: 1, last_error: null, sent_at: at(10) },
      Failed: { status: "failed", attempts: 6, last_error: "550 Mailbox unavailable", sent_at: null },
      Retrying: { status: "pending", attempts: 2, last_error: "Connection timeout", sent_at: null },
      Waiting: { status: "pending", attempts: 0, last_error: null, sent_at: null },
    });
  });

  describe("resending a notification", () => {
    const now = new Date("2026-03-05T12:00:00.000Z");

    it("queues a failed one again, due now, with a fresh round of attempts", async () => {
      const id = await store("Failed", at(1));
      await setOutbox(id, {
        status: "failed",
        attempts: 6,
        last_error: "550 Mailbox unavailable",
        next_attempt_at: "2026-03-01T11:00:00.000Z",
      });

      expect(await resendNotification(id, now)).toBe("queued");
      expect(await outboxOf(id)).toMatchObject({
        status: "pending",
        attempts: 0,
        last_error: null,
        locked_until: null,
        next_attempt_at: now.toISOString(),
      });
      const [row] = await listLeads({ limit: 5 });
      expect(row!.notification).toMatchObject({ status: "pending", attempts: 0, last_error: null });

      // The worker takes it on its next round.
      const claimed = await claimDueNotifications(10, now);
      expect(claimed.map((c) => c.submission_id)).toEqual([id]);
    });

    it("sends a sent one again", async () => {
      const id = await store("Sent", at(1));
      await setOutbox(id, { status: "sent", attempts: 1, sent_at: at(5) });
      expect(await resendNotification(id, now)).toBe("queued");
      expect(await outboxOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    });

    it("leaves a notification alone while a worker is sending it, and takes over an abandoned one", async () => {
      const id = await store("In flight", at(1));
      await setOutbox(id, { status: "sending", attempts: 1, locked_until: "2026-03-05T12:03:00.000Z" });
      expect(await resendNotification(id, now)).toBe("sending");
      expect(await outboxOf(id)).toMatchObject({ status: "sending", attempts: 1 });

      await setOutbox(id, { status: "sending", attempts: 1, locked_until: "2026-03-05T11:58:00.000Z" });
      expect(await resendNotification(id, now)).toBe("queued");
      expect(await outboxOf(id)).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
    });

    it("creates the notification of a submission that has none", async () => {
      const id = await store("Older lead", at(1));
      await getDb().deleteFrom("email_outbox").where("submission_id", "=", id).execute();
      expect(await resendNotification(id, now)).toBe("queued");
      expect(await outboxOf(id)).toMatchObject({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() });
    });

    it("refuses spam and unknown submissions", async () => {
      const spam = await store("Bot", at(1), { is_spam: true, spam_reason: "honeypot" });
      expect(await resendNotification(spam, now)).toBe("spam");
      expect(await outboxOf(spam)).toBeUndefined();
      expect(await resendNotification(spam + 1000, now)).toBe("not-found");
      expect(await outboxOf(spam + 1000)).toBeUndefined();
    });
  });

  describe("export", () => {
    it("lists every submission, spam included, newest first, across batches", async () => {
      const ids: number[] = [];
      for (let n = 1; n <= 5; n++) ids.push(await store(`Lead ${n}`, at(n)));
      await store("Bot", at(6), { is_spam: true, spam_reason: "honeypot" });
      // Same moment as Lead 5: the later id comes first.
      await store("Twin", at(5));
      await setOutbox(ids[0]!, { status: "failed", attempts: 6, last_error: "550" });

      const rows = await exportAll(2);
      expect(names(rows)).toEqual(["Bot", "Twin", "Lead 5", "Lead 4", "Lead 3", "Lead 2", "Lead 1"]);
      expect(rows[0]).toMatchObject({ is_spam: true, notification: null });
      expect(rows.at(-1)!.notification).toMatchObject({ status: "failed", last_error: "550" });
      expect(names(await exportAll())).toEqual(names(rows));
    });

    it("neither repeats nor skips rows when submissions arrive during the export", async () => {
      for (let n = 1; n <= 4; n++) await store(`Lead ${n}`, at(n));
      const seen: string[] = [];
      for await (const row of listAllLeadsForExport(2)) {
        seen.push(row.name);
        if (seen.length === 1) await store("Newcomer", at(30));
      }
      expect(seen).toEqual(["Lead 4", "Lead 3", "Lead 2", "Lead 1"]);
    });

    it("yields nothing for an empty table", async () => {
      expect(await exportAll()).toEqual([]);
    });
  });
});
