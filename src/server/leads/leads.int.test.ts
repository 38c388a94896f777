import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { type NewLead, getLeadById, insertLead } from "./leads";
import { getDb } from "../db";

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ana Souza",
  email: "ana@example.com",
  company: "Souza Plumbing",
  phone: null,
  message: "We need more calls from Sandy and Draper.",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: false,
  ...overrides,
});

const outboxFor = (submissionId: number) =>
  getDb().selectFrom("email_outbox").selectAll().where("submission_id", "=", submissionId).execute();

describe(`contacts module (${process.env.TEST_DIALECT})`, () => {
  it("stores a submission with a pending notification and reads it back", async () => {
    const before = Date.now();
    const row = await insertLead(lead({ ip_hash: "abc" }));
    expect(row).toMatchObject({
      name: "Ana Souza",
      company: "Souza Plumbing",
      phone: null,
      is_spam: false,
      read_at: null,
    });
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 2000);
    expect(await getLeadById(row.id)).toEqual(row);

    const outbox = await outboxFor(row.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ status: "pending", attempts: 0, last_error: null, sent_at: null });
    expect(Date.parse(outbox[0]!.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores fields with NUL and other control characters alike on both databases, without them", async () => {
    const row = await insertLead(
      lead({ name: "Ana\u0000 Souza", message: "Line one\u0000\nline two\u0007 with\ttab.", company: "\uD800Souza" }),
    );
    expect(row).toMatchObject({ name: "Ana Souza", message: "Line one\nline two with\ttab.", company: "Souza" });
    expect(await outboxFor(row.id)).toHaveLength(1);
  });

  it("keeps spam without a notification", async () => {
    const row = await insertLead(lead({ is_spam: true, spam_reason: "honeypot" }));
    expect(row).toMatchObject({ is_spam: true, spam_reason: "honeypot" });
    expect(await outboxFor(row.id)).toEqual([]);
  });

  it("deletes the notification with its submission", async () => {
    const row = await insertLead(lead());
    await getDb().deleteFrom("contact_submissions").where("id", "=", row.id).execute();
    expect(await outboxFor(row.id)).toEqual([]);
  });

  // Runs last: it breaks the outbox table of this file's database.
  it("stores neither the submission nor its notification when the notification cannot be written", async () => {
    const count = async () =>
      (
        await getDb()
          .selectFrom("contact_submissions")
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await getDb().schema.dropTable("email_outbox").execute();
    await expect(insertLead(lead({ name: "Lost Lead" }))).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
