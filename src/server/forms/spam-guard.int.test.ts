import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MIN_FILL_MS, STAMP_FIELD } from "@/lib/lead-forms";
import { getDb } from "../db";
import { type LeadOutcome, submitLead } from "../leads/lead-forms";
import { getLeadById } from "../leads/leads";
import { MAX_CLIENTS_PER_STAMP, issueFormStamp } from "./spam-guard";

const shown = new Date("2026-03-02T16:00:00.000Z");
const sent = { now: new Date(shown.getTime() + MIN_FILL_MS + 2000) };

const contactForm = (stamp: string, message: string) => ({
  name: "Ana Souza",
  email: "ana@example.com",
  company: "",
  phone: "801-555-0199",
  message: `${message}: we want more calls from homeowners in Sandy.`,
  service: "seo",
  [HONEYPOT_FIELD]: "",
  [STAMP_FIELD]: stamp,
});

async function lead(outcome: LeadOutcome) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  const row = (await getLeadById(outcome.submissionId))!;
  const notifications = await getDb()
    .selectFrom("email_outbox")
    .select("id")
    .where("submission_id", "=", row.id)
    .execute();
  return { ...row, notifications: notifications.length };
}

describe(`a form stamp is bound to the clients that send with it (${process.env.TEST_DIALECT})`, () => {
  it(`one stamp sent from 5 addresses: the first ${MAX_CLIENTS_PER_STAMP} are leads, the others spam`, async () => {
    const stamp = await issueFormStamp("contact", shown.getTime());
    const addresses = ["203.0.113.10", "2001:db8:aa:1::1", "203.0.113.11", "203.0.113.12", "2001:db8:bb:1::1"];
    const leads = [];
    for (const [i, address] of addresses.entries()) {
      leads.push(await lead(await submitLead("contact", contactForm(stamp, `Message ${i}`), { ip: address }, sent)));
    }
    expect(leads.map((row) => row.spam_reason)).toEqual([null, null, "shared-stamp", "shared-stamp", "shared-stamp"]);
    expect(leads.map((row) => row.notifications)).toEqual([1, 1, 0, 0, 0]);
  });

  it("the same client may send a second message with its stamp, also from another address of its /64", async () => {
    const stamp = await issueFormStamp("contact", shown.getTime());
    const first = await lead(
      await submitLead("contact", contactForm(stamp, "First"), { ip: "2001:db8:cc:1::1" }, sent),
    );
    const second = await lead(
      await submitLead("contact", contactForm(stamp, "Second"), { ip: "2001:db8:cc:1::2" }, sent),
    );
    const elsewhere = await lead(
      await submitLead("contact", contactForm(stamp, "Third"), { ip: "203.0.113.20" }, sent),
    );
    const again = await lead(
      await submitLead("contact", contactForm(stamp, "Fourth"), { ip: "2001:db8:cc:1::3" }, sent),
    );
    expect([first, second, elsewhere, again].map((row) => row.spam_reason)).toEqual([null, null, null, null]);
    expect(
      (await lead(await submitLead("contact", contactForm(stamp, "Fifth"), { ip: "203.0.113.21" }, sent))).spam_reason,
    ).toBe("shared-stamp");
  });

  it("a form sent again after its answer was lost is stored once, whichever address the retry comes from", async () => {
    const stamp = await issueFormStamp("contact", shown.getTime());
    const form = contactForm(stamp, "Is this stored once?");
    const first = await lead(await submitLead("contact", form, { ip: "203.0.113.30" }, sent));
    await submitLead("contact", contactForm(stamp, "Another"), { ip: "203.0.113.31" }, sent);
    // A third client: past the stamp's clients, yet the same submission finds the stored lead.
    const retry = await lead(await submitLead("contact", { ...form }, { ip: "203.0.113.32" }, sent));
    expect(retry.id).toBe(first.id);
    expect(retry).toMatchObject({ spam_reason: null, notifications: 1 });
  });
});
