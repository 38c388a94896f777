import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { subscribeToNewsletter } from "../audience/subscribers";
import { parseDatabaseUrl } from "../config";
import { getDb } from "../db";
import { type NewLead, insertLead } from "./leads";
import { addLeadNote } from "./pipeline";
import { erasePersonalData, exportPersonalData, findPersonalData, purgeExpiredLeads } from "./privacy";

const CONSENT = { page: "/blog", text: "Send me the newsletter." };

const DAY_MS = 24 * 60 * 60 * 1000;
const BY = { account: "owner@example.test", ip: "203.0.113.7" };

const lead = (email: string, overrides: Partial<NewLead> = {}): NewLead => ({
  name: "Ana Souza",
  email,
  company: "Souza Plumbing",
  phone: "801-555-0101",
  message: "We need more calls from Sandy and Draper.",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: false,
  ...overrides,
});

async function storeLead(email: string, createdAt?: Date, overrides: Partial<NewLead> = {}) {
  const row = await insertLead(lead(email, overrides));
  if (createdAt) {
    await getDb()
      .updateTable("contact_submissions")
      .set({ created_at: createdAt.toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return row;
}

const leadIds = async (ids: number[]) =>
  (await getDb().selectFrom("contact_submissions").select("id").where("id", "in", ids).execute()).map((r) => r.id);
const outboxOf = async (ids: number[]) =>
  (await getDb().selectFrom("email_outbox").select("submission_id").where("submission_id", "in", ids).execute()).map(
    (r) => r.submission_id,
  );
const subscriberEmails = async (email: string) =>
  (await getDb().selectFrom("newsletter_subscribers").select("email").where("email", "=", email).execute()).map(
    (r) => r.email,
  );
const auditRows = (action: string) =>
  getDb().selectFrom("audit_log").selectAll().where("action", "=", action).execute();

describe(`privacy requests (${process.env.TEST_DIALECT})`, () => {
  it("finds an address's leads and subscriber rows in any case and spacing, and no one else's", async () => {
    const first = await storeLead("Find.Me@Example.com");
    const spam = await storeLead("find.me@example.com", undefined, { is_spam: true, spam_reason: "honeypot" });
    await storeLead("someone.else@example.com");
    await subscribeToNewsletter("find.me@example.com", CONSENT);
    await subscribeToNewsletter("someone.else@example.com", CONSENT);

    const found = await findPersonalData("  FIND.me@example.COM ");
    expect(found.email).toBe("find.me@example.com");
    expect(found.leads.map((l) => l.id)).toEqual([first.id, spam.id]);
    expect(found.leads[0]).toMatchObject({ email: "Find.Me@Example.com", name: "Ana Souza", phone: "801-555-0101" });
    expect(found.leads[0]!.notification).toMatchObject({ status: "pending" });
    expect(found.leads[1]).toMatchObject({ is_spam: true, notification: null });
    expect(found.subscribers.map((s) => s.email)).toEqual(["find.me@example.com"]);

    expect(await findPersonalData("nobody@example.com")).toEqual({
      email: "nobody@example.com",
      leads: [],
      subscribers: [],
      people: [],
    });
  });

  it("exports the records as JSON and audits the export with counts, not the address", async () => {
    const row = await storeLead("export.me@example.com");
    await addLeadNote(row.id, "Called back on Tuesday.", BY.account);
    await subscribeToNewsletter("Export.Me@example.com", CONSENT);
    const now = new Date("2026-11-20T10:00:00.000Z");

    const exported = JSON.parse(JSON.stringify(await exportPersonalData("export.me@example.com", BY, now)));
    expect(Object.keys(exported)).toEqual(["exportedAt", "email", "leads", "subscribers", "people"]);
    expect(exported.exportedAt).toBe("2026-11-20T10:00:00.000Z");
    expect(exported.leads).toHaveLength(1);
    expect(exported.leads[0]).toMatchObject({
      id: row.id,
      name: "Ana Souza",
      email: "export.me@example.com",
      company: "Souza Plumbing",
      message: "We need more calls from Sandy and Draper.",
      notification: { status: "pending", attempts: 0 },
    });
    expect(exported.leads[0].history).toEqual([
      expect.objectContaining({ kind: "note", note: "Called back on Tuesday.", actor: BY.account }),
    ]);
    expect(exported.leads[0]).not.toHaveProperty("ip_hash");
    expect(exported.subscribers).toEqual([
      expect.objectContaining({ email: "export.me@example.com", created_at: expect.any(String) }),
    ]);

    const [entry] = await auditRows("privacy-export");
    expect(entry).toMatchObject({ actor: BY.account, object_type: "records", object_label: "1 lead, 1 subscriber" });
  });

  it("erases an address's leads, their outbox rows and its subscriber rows, leaving one audit line without it", async () => {
    const a = await storeLead("Erase.Me@example.com");
    const b = await storeLead("erase.me@example.com");
    const kept = await storeLead("keep.me@example.com");
    await subscribeToNewsletter("erase.me@example.com", CONSENT);
    await subscribeToNewsletter("keep.me@example.com", CONSENT);
    expect(await outboxOf([a.id, b.id])).toHaveLength(2);

    expect(await erasePersonalData(" ERASE.ME@example.com", BY)).toEqual({ leads: 2, subscribers: 1, people: 0 });

    expect(await leadIds([a.id, b.id, kept.id])).toEqual([kept.id]);
    expect(await outboxOf([a.id, b.id, kept.id])).toEqual([kept.id]);
    expect(await subscriberEmails("erase.me@example.com")).toEqual([]);
    expect(await subscriberEmails("keep.me@example.com")).toEqual(["keep.me@example.com"]);

    const entries = await auditRows("privacy-erasure");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: BY.account,
      ip_address: BY.ip,
      object_type: "records",
      object_id: null,
      object_label: "2 leads, 1 subscriber",
    });
    const everyColumn = JSON.stringify(await getDb().selectFrom("audit_log").selectAll().execute()).toLowerCase();
    expect(everyColumn).not.toContain("erase.me");
  });

  it("erases nothing and audits nothing for an unknown address", async () => {
    const kept = await storeLead("still.here@example.com");
    const before = await getDb().selectFrom("audit_log").select("id").execute();

    expect(await erasePersonalData("unknown@example.com", BY)).toEqual({ leads: 0, subscribers: 0, people: 0 });

    expect(await leadIds([kept.id])).toEqual([kept.id]);
    expect(await getDb().selectFrom("audit_log").select("id").execute()).toEqual(before);
  });

  it("purges leads older than the retention period with their outbox rows, and keeps newer ones", async () => {
    const now = new Date("2026-11-20T12:00:00.000Z");
    const old = await storeLead("old.lead@example.com", new Date(now.getTime() - 31 * DAY_MS));
    const recent = await storeLead("recent.lead@example.com", new Date(now.getTime() - 29 * DAY_MS));
    // Stored "now" by the database clock, far after `now`: never purged by this call.
    const fresh = await storeLead("fresh.lead@example.com");

    expect(await purgeExpiredLeads(now, 30)).toBe(1);

    expect(await leadIds([old.id, recent.id, fresh.id])).toEqual([recent.id, fresh.id]);
    expect(await outboxOf([old.id, recent.id, fresh.id])).toEqual([recent.id, fresh.id]);
    const [entry] = await auditRows("old-leads-purged");
    expect(entry).toMatchObject({ actor: null, ip_address: null, object_type: "records", object_label: "1 lead" });

    expect(await purgeExpiredLeads(now, 30)).toBe(0);
    expect(await auditRows("old-leads-purged")).toHaveLength(1);
  });
});

const sqlite = process.env.TEST_DIALECT !== "postgres";
if (!sqlite)
  console.info(
    "The bytes an erasure leaves in the database file are read on SQLite only: PostgreSQL's files are the server's.",
  );

describe.runIf(sqlite)("an erasure on SQLite", () => {
  /** The database file and its write-ahead log, as they are on disk. */
  const fileBytes = () => {
    const target = parseDatabaseUrl(process.env.DATABASE_URL, process.cwd());
    if (target.kind !== "sqlite") throw new Error("not a SQLite database");
    return [target.path, `${target.path}-wal`].map((file) =>
      fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0),
    );
  };
  const traces = (texts: string[]) =>
    texts.filter((text) => fileBytes().some((bytes) => bytes.includes(Buffer.from(text, "utf8"))));

  it("leaves no byte of the address, the message or the note in the database file or its WAL", async () => {
    const email = "Erase.Every.Byte@example.com";
    // Long enough to spill onto overflow pages, which are freed whole.
    const message = `Please call Erasable Person about the Sandy office. ${"Trace of a private message. ".repeat(300)}`;
    const texts = [
      email,
      email.toLowerCase(),
      "Erasable Person",
      "Trace of a private message.",
      "Note on a private call",
      "Bio of an erasable writer",
    ];
    const row = await storeLead(email, undefined, { name: "Erasable Person", message });
    await storeLead(email.toLowerCase(), undefined, { name: "Erasable Person", message: "Short: Erasable Person." });
    await addLeadNote(row.id, "Note on a private call", BY.account);
    await subscribeToNewsletter(email, CONSENT);
    // One of the agency's people, with no post, has the address too (decision 197).
    await getDb()
      .insertInto("people")
      .values({ id: "erasable", name: "Erasable", short_bio: "Bio of an erasable writer", email, position: 99 })
      .execute();
    expect(traces(texts)).toEqual(texts);

    expect(await erasePersonalData(email, BY)).toEqual({ leads: 2, subscribers: 1, people: 1 });
    expect(traces(texts)).toEqual([]);
  });

  it("leaves no byte of a purged lead either", async () => {
    const texts = ["Purged.Person@example.com", "Message of a lead past its retention"];
    await storeLead(texts[0]!, new Date(Date.now() - 800 * DAY_MS), { message: texts[1]! });
    expect(traces(texts)).toEqual(texts);
    expect(await purgeExpiredLeads(new Date(), 730)).toBeGreaterThanOrEqual(1);
    expect(traces(texts)).toEqual([]);
  });
});
