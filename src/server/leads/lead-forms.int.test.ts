import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_RECAPTCHA_SECRET, type ThirdParties, startThirdParties } from "../../../tests/support/third-parties";
import { HONEYPOT_FIELD, LEAD_RATE_LIMIT, MIN_FILL_MS, RECAPTCHA_FIELD, STAMP_FIELD } from "@/lib/lead-forms";
import { getLeadById } from "./leads";
import { getDb } from "../db";
import { type LeadOutcome, submitLead } from "./lead-forms";
import { MAX_STAMP_AGE_MS, issueFormStamp } from "../forms/spam-guard";

let thirdParties: ThirdParties;
beforeAll(async () => {
  thirdParties = await startThirdParties();
});
afterAll(() => thirdParties.close());

const t0 = new Date("2026-03-02T16:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
let ipCounter = 0;
/** Each test sends from its own address so that the rate limit of one does not touch another. */
const newClient = () => ({ ip: `198.51.100.${++ipCounter}` });

async function contactForm(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ana Souza",
    email: "ana@example.com",
    company: "",
    phone: "801-555-0199",
    message: "We want more calls from homeowners in Sandy.",
    service: "email-marketing",
    [HONEYPOT_FIELD]: "",
    [STAMP_FIELD]: await issueFormStamp("contact", t0.getTime()),
    ...overrides,
  };
}

async function stored(outcome: LeadOutcome) {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  if (!outcome.ok) throw new Error("not stored");
  const row = await getLeadById(outcome.submissionId);
  const outbox = await getDb()
    .selectFrom("email_outbox")
    .select("status")
    .where("submission_id", "=", outcome.submissionId)
    .execute();
  return { row: row!, notifications: outbox.length };
}

const afterFill = { now: later(MIN_FILL_MS + 2000) };

describe(`lead forms (${process.env.TEST_DIALECT})`, () => {
  it("stores a contact message with its notification, empty optional fields as null", async () => {
    const { row, notifications } = await stored(
      await submitLead("contact", await contactForm(), newClient(), afterFill),
    );
    expect(row).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      company: null,
      phone: "801-555-0199",
      service: "email-marketing",
      recaptcha_token: null,
      recaptcha_verified: false,
      is_spam: false,
      spam_reason: null,
    });
    expect(row.ip_hash).toMatch(/^[\w-]{43}$/);
    expect(row.ip_hash).not.toContain("198.51.100");
    expect(notifications).toBe(1);
  });

  it("reads the same fields from FormData", async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries(await contactForm({ company: "  Souza Plumbing  " }))) {
      data.set(key, String(value));
    }
    const { row } = await stored(await submitLead("contact", data, newClient(), afterFill));
    expect(row.company).toBe("Souza Plumbing");
  });

  it("stores the source the form carries with the lead (decision 200)", async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries(await contactForm())) data.set(key, String(value));
    data.set("source_landing_page", "/ppc");
    data.set("source_referrer_host", "www.bing.com");
    data.set("source_utm_source", "bing");
    data.set("source_utm_medium", "cpc");
    data.set("source_utm_campaign", "Salt Lake plumbers");
    data.set("source_utm_term", "plumber near me");
    data.set("source_utm_content", "ad-2");
    data.set("source_click_id_kind", "msclkid");
    data.set("source_form_page", "/contact");
    const { row } = await stored(await submitLead("contact", data, newClient(), afterFill));
    expect(row).toMatchObject({
      landing_page: "/ppc",
      referrer_host: "www.bing.com",
      utm_source: "bing",
      utm_medium: "cpc",
      utm_campaign: "Salt Lake plumbers",
      utm_term: "plumber near me",
      utm_content: "ad-2",
      click_id_kind: "msclkid",
      form_page: "/contact",
    });
  });

  it("stores a lead with whatever source is well formed, never refusing it for its source", async () => {
    const { row } = await stored(
      await submitLead(
        "contact",
        await contactForm({
          source_landing_page: "https://evil.example/",
          source_referrer_host: "evil.example/path?x=1",
          source_utm_source: "x".repeat(100_000),
          source_utm_medium: ["cpc"],
          source_utm_campaign: "ok\u0000campaign",
          source_click_id_kind: "EAIaIQobChMI-a-real-click-id",
          source_form_page: "/contact",
        }),
        newClient(),
        afterFill,
      ),
    );
    expect(row).toMatchObject({
      landing_page: null,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      click_id_kind: null,
      form_page: "/contact",
    });
    // Without any source fields (a visitor's browser that sent none) the lead is stored too.
    const bare = await stored(await submitLead("contact", await contactForm(), newClient(), afterFill));
    expect(bare.row).toMatchObject({ landing_page: null, utm_source: null, form_page: null });
  });

  it("stores an audit request as docs/product.md describes", async () => {
    const form = {
      businessName: "Wasatch Powersports",
      name: "Jon Reyes",
      email: "jon@wasatch.example",
      phone: "(801) 555-0142",
      [HONEYPOT_FIELD]: "",
      [STAMP_FIELD]: await issueFormStamp("audit", t0.getTime()),
    };
    const { row, notifications } = await stored(await submitLead("audit", form, newClient(), afterFill));
    expect(row).toMatchObject({
      name: "Jon Reyes",
      email: "jon@wasatch.example",
      company: "Wasatch Powersports",
      phone: "(801) 555-0142",
      service: "Local Business Marketing Audit",
      form: "audit",
      status: "new",
    });
    expect(row.message).toMatch(/free local business marketing audit request/i);
    for (const part of ["Wasatch Powersports", "Jon Reyes", "jon@wasatch.example", "(801) 555-0142"]) {
      expect(row.message).toContain(part);
    }
    expect(notifications).toBe(1);
  });

  it("refuses invalid input with each field's message and stores nothing", async () => {
    const outcome = await submitLead(
      "contact",
      await contactForm({ name: "A", email: "not-an-email", message: "Too short" }),
      newClient(),
      afterFill,
    );
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      error: "Name must be at least 2 characters",
      fieldErrors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("refuses oversized, missing and mistyped fields with clear messages", async () => {
    const oversized = await submitLead(
      "contact",
      await contactForm({ message: "x".repeat(1024 * 1024) }),
      newClient(),
      afterFill,
    );
    expect(oversized).toMatchObject({
      status: 400,
      fieldErrors: { message: "Message must be at most 5,000 characters" },
    });

    const tooLong = await submitLead(
      "contact",
      await contactForm({
        name: "n".repeat(101),
        company: "c".repeat(201),
        phone: "1".repeat(41),
        email: `${"e".repeat(250)}@x.io`,
      }),
      newClient(),
      afterFill,
    );
    expect(tooLong).toMatchObject({
      status: 400,
      fieldErrors: {
        name: "Name must be at most 100 characters",
        email: "Email must be at most 254 characters",
        company: "Company must be at most 200 characters",
        phone: "Phone must be at most 40 characters",
      },
    });

    const missing = await submitLead("audit", {}, newClient(), afterFill);
    expect(missing).toMatchObject({
      status: 400,
      fieldErrors: {
        businessName: "Please enter your business name",
        name: "Please enter your name",
        email: "Please enter a valid email address",
        phone: "Please enter your phone number",
      },
    });

    const mistyped = await submitLead(
      "contact",
      await contactForm({ name: 42, message: ["a", "b"] }),
      newClient(),
      afterFill,
    );
    expect(mistyped).toMatchObject({
      status: 400,
      fieldErrors: { name: "Name must be text", message: "Message must be text" },
    });
  });

  it("allows five submissions per form and address in ten minutes, then answers 429", async () => {
    const client = newClient();
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++) {
      expect((await submitLead("contact", await contactForm(), client, afterFill)).ok).toBe(true);
    }
    const refused = await submitLead("contact", await contactForm(), client, { now: later(MIN_FILL_MS + 62_000) });
    expect(refused).toEqual({
      ok: false,
      status: 429,
      error: "You have sent several requests in a short time. Please try again in 9 minutes.",
      retryAfterSeconds: 540,
    });
    // The audit form counts apart, and the window passes.
    const audit = await submitLead("audit", {}, client, afterFill);
    expect(audit).toMatchObject({ status: 400 });
    expect((await submitLead("contact", await contactForm(), client, { now: later(11 * 60_000) })).ok).toBe(true);
  });

  it("keeps a filled honeypot as spam, without a notification", async () => {
    const { row, notifications } = await stored(
      await submitLead(
        "contact",
        await contactForm({ [HONEYPOT_FIELD]: "https://spam.example" }),
        newClient(),
        afterFill,
      ),
    );
    expect(row).toMatchObject({ is_spam: true, spam_reason: "honeypot", name: "Ana Souza" });
    expect(notifications).toBe(0);
  });

  it("keeps a form filled faster than a person can as spam", async () => {
    const fast = await stored(
      await submitLead("contact", await contactForm(), newClient(), { now: later(MIN_FILL_MS - 500) }),
    );
    expect(fast.row).toMatchObject({ is_spam: true, spam_reason: "too-fast" });
    expect(fast.notifications).toBe(0);

    const justInTime = await stored(
      await submitLead("contact", await contactForm(), newClient(), { now: later(MIN_FILL_MS) }),
    );
    expect(justInTime.row.is_spam).toBe(false);
  });

  it("keeps a form sent with a stamp older than a day as spam", async () => {
    const lastMoment = await stored(
      await submitLead("contact", await contactForm(), newClient(), { now: later(MAX_STAMP_AGE_MS) }),
    );
    expect(lastMoment.row.is_spam).toBe(false);
    const reused = await stored(
      await submitLead("contact", await contactForm(), newClient(), { now: later(MAX_STAMP_AGE_MS + 1000) }),
    );
    expect(reused.row).toMatchObject({ is_spam: true, spam_reason: "expired-stamp" });
    expect(reused.notifications).toBe(0);
  });

  it("stores a submission sent again from the same form render once, and a new message from it anew", async () => {
    const client = newClient();
    const form = await contactForm({ message: "Our answer was lost on the way back: is this stored once?" });
    const first = await stored(await submitLead("contact", form, client, afterFill));
    const retry = await stored(await submitLead("contact", { ...form }, client, afterFill));
    expect(retry.row.id).toBe(first.row.id);
    expect(retry.notifications).toBe(1);
    const rows = await getDb()
      .selectFrom("contact_submissions")
      .select("id")
      .where("message", "=", "Our answer was lost on the way back: is this stored once?")
      .execute();
    expect(rows).toHaveLength(1);

    const another = await stored(
      await submitLead(
        "contact",
        { ...form, message: "A second, different question from the same page." },
        client,
        afterFill,
      ),
    );
    expect(another.row.id).not.toBe(first.row.id);
    expect(another.notifications).toBe(1);
  });

  it("keeps a missing, forged or other form's time stamp as spam", async () => {
    const stamp = await issueFormStamp("contact", t0.getTime());
    const [time, nonce, signature] = stamp.split(".");
    const cases = {
      "missing-stamp": "",
      "forged-stamp": `${Number(time) - 60_000}.${nonce}.${signature}`,
    };
    for (const [reason, value] of Object.entries(cases)) {
      const { row } = await stored(
        await submitLead("contact", await contactForm({ [STAMP_FIELD]: value }), newClient(), afterFill),
      );
      expect(row.spam_reason).toBe(reason);
    }
    const auditStamp = await issueFormStamp("audit", t0.getTime());
    const { row } = await stored(
      await submitLead("contact", await contactForm({ [STAMP_FIELD]: auditStamp }), newClient(), afterFill),
    );
    expect(row.spam_reason).toBe("forged-stamp");
  });

  describe("human check", () => {
    const recaptcha = () => ({ secretKey: FAKE_RECAPTCHA_SECRET, verifyUrl: thirdParties.verifyUrl });

    it("records a token the verifier accepts, with the visitor's address", async () => {
      const client = newClient();
      const token = "fake-pass-contact_form_submit-1";
      const { row, notifications } = await stored(
        await submitLead("contact", await contactForm({ [RECAPTCHA_FIELD]: token }), client, {
          ...afterFill,
          recaptcha: recaptcha(),
        }),
      );
      expect(row).toMatchObject({ recaptcha_token: token, recaptcha_verified: true });
      expect(notifications).toBe(1);
      expect(thirdParties.verifications.at(-1)).toEqual({ token, remoteIp: client.ip });
    });

    const failures = {
      "a token the verifier rejects": "fake-fail-contact_form_submit-1",
      "a token for another action": "fake-pass-page_load-1",
      "a low score": "fake-low-contact_form_submit-1",
      "no token at all": "",
    };
    for (const [label, token] of Object.entries(failures)) {
      it(`still stores the lead after ${label}, marked as not verified`, async () => {
        const { row, notifications } = await stored(
          await submitLead("contact", await contactForm({ [RECAPTCHA_FIELD]: token }), newClient(), {
            ...afterFill,
            recaptcha: recaptcha(),
          }),
        );
        expect(row).toMatchObject({ recaptcha_token: "recaptcha-failed", recaptcha_verified: false, is_spam: false });
        expect(notifications).toBe(1);
      });
    }

    it("gives up on a verifier that does not answer within 5 seconds", async () => {
      // The stand-in passes this token after 6 s: a stored "failed" verdict proves the wait ended first.
      const { row } = await stored(
        await submitLead(
          "contact",
          await contactForm({ [RECAPTCHA_FIELD]: "fake-slow-contact_form_submit-1" }),
          newClient(),
          {
            ...afterFill,
            recaptcha: recaptcha(),
          },
        ),
      );
      expect(row).toMatchObject({ recaptcha_token: "recaptcha-failed", recaptcha_verified: false });
    });

    it("never trusts a verifier it cannot reach", async () => {
      const { row } = await stored(
        await submitLead(
          "contact",
          await contactForm({ [RECAPTCHA_FIELD]: "fake-pass-contact_form_submit-2" }),
          newClient(),
          {
            ...afterFill,
            recaptcha: { secretKey: FAKE_RECAPTCHA_SECRET, verifyUrl: "http://127.0.0.1:9/siteverify" },
          },
        ),
      );
      expect(row).toMatchObject({ recaptcha_token: "recaptcha-failed", recaptcha_verified: false });
    });

    it("checks the audit form under its own action", async () => {
      const form = {
        businessName: "Wasatch Powersports",
        name: "Jon Reyes",
        email: "jon@wasatch.example",
        phone: "(801) 555-0142",
        [HONEYPOT_FIELD]: "",
        [STAMP_FIELD]: await issueFormStamp("audit", t0.getTime()),
        [RECAPTCHA_FIELD]: "fake-pass-audit_form_submit-1",
      };
      const { row } = await stored(
        await submitLead("audit", form, newClient(), { ...afterFill, recaptcha: recaptcha() }),
      );
      expect(row.recaptcha_verified).toBe(true);
    });
  });

  // Runs last: it breaks the outbox table of this file's database.
  it("answers a failed save with the form's prefix and no internals", async () => {
    await getDb().schema.dropTable("email_outbox").execute();
    const contact = await submitLead("contact", await contactForm(), newClient(), afterFill);
    expect(contact).toEqual({
      ok: false,
      status: 503,
      error: "Failed to submit your message: our server could not save it just now. Please try again in a few minutes.",
    });
    const audit = await submitLead(
      "audit",
      {
        businessName: "Wasatch Powersports",
        name: "Jon Reyes",
        email: "jon@wasatch.example",
        phone: "(801) 555-0142",
        [STAMP_FIELD]: await issueFormStamp("audit", t0.getTime()),
      },
      newClient(),
      afterFill,
    );
    expect(audit).toMatchObject({
      status: 503,
      error: expect.stringMatching(/^Failed to submit your audit request: our server/),
    });
  });
});
