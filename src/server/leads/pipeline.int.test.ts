import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { type NewLead, countLeads, countLeadsByStatus, getInboxLead, insertLead, listLeads } from "./leads";
import { addLeadNote, listLeadEvents, setLeadStatus } from "./pipeline";

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

const store = async (overrides: Partial<NewLead> = {}) => (await insertLead(lead(overrides))).id;

const names = async (filter: Parameters<typeof listLeads>[0]) =>
  (await listLeads(filter)).map((row) => row.name).sort();

describe(`lead pipeline (${process.env.TEST_DIALECT})`, () => {
  beforeEach(async () => {
    await getDb().deleteFrom("contact_submissions").execute();
  });

  it("starts a lead as New, from the form it came through", async () => {
    const contact = await store();
    const audit = await store({ name: "Bia Lima", form: "audit" });
    expect(await getInboxLead(contact)).toMatchObject({
      status: "new",
      form: "contact",
      notification: { status: "pending" },
    });
    expect(await getInboxLead(audit)).toMatchObject({ status: "new", form: "audit" });
    expect(await getInboxLead(audit + 1000)).toBeUndefined();
  });

  it("changes a status and keeps the change in the history, newest first", async () => {
    const id = await store();
    expect(await setLeadStatus(id, "contacted", "owner@example.com")).toBe("changed");
    expect(await setLeadStatus(id, "contacted", "owner@example.com")).toBe("unchanged");
    expect(await setLeadStatus(id, "won", "partner@example.com")).toBe("changed");
    expect(await setLeadStatus(id + 1000, "lost", "owner@example.com")).toBe("not-found");

    expect((await getInboxLead(id))?.status).toBe("won");
    const events = await listLeadEvents(id);
    expect(events.map(({ kind, status, actor }) => ({ kind, status, actor }))).toEqual([
      { kind: "status", status: "won", actor: "partner@example.com" },
      { kind: "status", status: "contacted", actor: "owner@example.com" },
    ]);
    expect(Number.isNaN(Date.parse(events[0]!.created_at))).toBe(false);
  });

  it("keeps dated notes beside the status changes, and drops them with their lead", async () => {
    const id = await store();
    const other = await store({ name: "Bia Lima" });
    expect(await addLeadNote(id, "Called, left a message.\nTry again Friday.", "owner@example.com")).toBe(true);
    expect(await setLeadStatus(id, "qualified", "owner@example.com")).toBe("changed");
    expect(await addLeadNote(id, "Budget \u0000confirmed", "partner@example.com")).toBe(true);
    expect(await addLeadNote(id + 1000, "Nobody", "owner@example.com")).toBe(false);
    await addLeadNote(other, "Someone else's note", "owner@example.com");

    const events = await listLeadEvents(id);
    expect(events.map((event) => event.note ?? event.status)).toEqual([
      "Budget confirmed",
      "qualified",
      "Called, left a message.\nTry again Friday.",
    ]);

    await getDb().deleteFrom("contact_submissions").where("id", "=", id).execute();
    expect(await listLeadEvents(id)).toEqual([]);
    expect(await listLeadEvents(other)).toHaveLength(1);
  });

  it("filters the inbox by status, by form and by text, with % and _ taken literally", async () => {
    const ana = await store({ name: "Ana Souza", email: "ana@souza.example", company: "Souza Plumbing" });
    await store({ name: "Bia Lima", email: "bia_lima@example.com", company: "50% Off Bikes", form: "audit" });
    await store({ name: "Caio Reis", email: "caio@example.com", company: null });
    await store({ name: "Spam Bot", email: "bot@souza.example", is_spam: true, spam_reason: "honeypot" });
    await setLeadStatus(ana, "contacted", "owner@example.com");

    expect(await names({ limit: 10, status: "contacted" })).toEqual(["Ana Souza"]);
    expect(await names({ limit: 10, status: "new" })).toEqual(["Bia Lima", "Caio Reis"]);
    expect(await names({ limit: 10, form: "audit" })).toEqual(["Bia Lima"]);
    expect(await names({ limit: 10, text: "SOUZA" })).toEqual(["Ana Souza"]);
    expect(await names({ limit: 10, text: "plumbing" })).toEqual(["Ana Souza"]);
    expect(await names({ limit: 10, text: "50%" })).toEqual(["Bia Lima"]);
    expect(await names({ limit: 10, text: "%" })).toEqual(["Bia Lima"]);
    expect(await names({ limit: 10, text: "a_l" })).toEqual(["Bia Lima"]);
    expect(await names({ limit: 10, text: "_" })).toEqual(["Bia Lima"]);
    expect(await names({ limit: 10, text: "\\" })).toEqual([]);
    expect(await names({ limit: 10, text: "souza", spam: true })).toEqual(["Spam Bot"]);
    expect(await names({ limit: 10, text: "lima", form: "contact" })).toEqual([]);

    expect(await countLeads({ status: "new" })).toBe(2);
    expect(await countLeads({ text: "%" })).toBe(1);
    expect(await countLeads({ spam: true, text: "souza" })).toBe(1);
  });

  it("counts the leads at each status, spam left out", async () => {
    const [a, b, c] = [await store(), await store(), await store()];
    await store({ is_spam: true, spam_reason: "honeypot" });
    await setLeadStatus(a, "won", "owner@example.com");
    await setLeadStatus(b, "won", "owner@example.com");
    await setLeadStatus(c, "lost", "owner@example.com");
    expect(await countLeadsByStatus()).toEqual({ new: 0, contacted: 0, qualified: 0, won: 2, lost: 1 });
  });
});
