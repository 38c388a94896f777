import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailServer, startMailServer } from "../../../tests/support/mail-server";
import { getDb } from "../db";
import { deliverDueNotifications, smtpTransport } from "../leads/outbox-worker";
import {
  SUBSCRIBER_STATE_LABELS,
  confirmedSubscribersCsv,
  deleteSubscriber,
  subscriberCounts,
} from "./subscriber-admin";
import { postNewsletterLink } from "./link-endpoints";
import { signToken } from "./subscriber-tokens";
import {
  CONFIRMATION_RESEND_MS,
  UNCONFIRMED_RETENTION_MS,
  checkConfirmLink,
  checkUnsubscribeLink,
  confirmSubscription,
  getSubscriber,
  purgeUnconfirmedSubscribers,
  subscribeToNewsletter,
  unsubscribe,
} from "./subscribers";

const consent = { page: "/blog", text: "Get new articles in your inbox" };
const SITE = "https://resgatar.example";
const t0 = new Date("2026-03-02T16:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 60 * 60_000;

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.close());

const row = async (email: string) =>
  getDb().selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const mailsFor = (id: number) =>
  getDb().selectFrom("email_outbox").selectAll().where("subscriber_id", "=", id).orderBy("id").execute();
const deliver = (at: Date) =>
  deliverDueNotifications(
    { email: { transport: smtpTransport(mail.url), to: ["leads@resgatar.example"], siteUrl: SITE } },
    () => at,
  );
/** The last e-mail to an address: headers unfolded, quoted-printable body decoded. */
const lastMailTo = (email: string) =>
  (mail.received.filter((m) => m.to.includes(email)).at(-1)?.raw ?? "")
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
/** The link of a kind in that e-mail, as the reader would click it. */
const linkIn = (email: string, path: string) => {
  const match = new RegExp(`${SITE}${path}\\?token=([\\w.%-]+)`).exec(lastMailTo(email));
  return match ? decodeURIComponent(match[1]!) : undefined;
};

describe(`newsletter double opt-in (${process.env.TEST_DIALECT})`, () => {
  it("records an unconfirmed sign-up with its consent and queues one confirmation e-mail", async () => {
    expect(await subscribeToNewsletter("  Reader@Example.com ", consent, t0)).toBe("queued");
    const subscriber = await row("reader@example.com");
    expect(subscriber).toMatchObject({
      state: "unconfirmed",
      consent_at: t0.toISOString(),
      consent_page: "/blog",
      consent_text: consent.text,
      confirmation_sent_at: t0.toISOString(),
      confirmed_at: null,
    });
    expect(await mailsFor(subscriber.id)).toMatchObject([{ channel: "subscriber-email", status: "pending" }]);

    // Asking again within minutes sends nothing more: the form cannot mail-bomb an address.
    expect(await subscribeToNewsletter("reader@example.com", consent, later(60_000))).toBe("throttled");
    expect(await mailsFor(subscriber.id)).toHaveLength(1);
  });

  it("sends the confirmation through the outbox with the unsubscribe headers, and confirms by the link once", async () => {
    await subscribeToNewsletter("ana@example.com", consent, t0);
    const { id } = await row("ana@example.com");
    expect(await deliver(later(1000))).toMatchObject({ sent: 2, failed: 0 });
    const message = lastMailTo("ana@example.com");
    const unsubscribeUrl = `${SITE}/newsletter/unsubscribe?token=${linkIn("ana@example.com", "/newsletter/unsubscribe")}`;
    expect(message).toMatch(/^List-Unsubscribe: <https:\/\/resgatar\.example\/newsletter\/unsubscribe\?token=/m);
    expect(message).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(await mailsFor(id)).toMatchObject([{ status: "sent" }]);

    const token = linkIn("ana@example.com", "/newsletter/confirm")!;
    // Opening the link (a mail scanner, say) changes nothing; only the button confirms.
    expect((await checkConfirmLink(token, later(HOUR))).status).toBe("valid");
    expect((await row("ana@example.com")).state).toBe("unconfirmed");
    expect(await confirmSubscription(token, later(HOUR))).toBe("valid");
    expect(await row("ana@example.com")).toMatchObject({ state: "confirmed", confirmed_at: later(HOUR).toISOString() });

    // Reused: said plainly, nothing changes.
    expect(await confirmSubscription(token, later(2 * HOUR))).toBe("used");
    expect((await row("ana@example.com")).confirmed_at).toBe(later(HOUR).toISOString());
    // A confirmed address signing up again gets no e-mail.
    expect(await subscribeToNewsletter("ana@example.com", consent, later(3 * HOUR))).toBe("already-confirmed");
    expect(await mailsFor(id)).toHaveLength(1);
  });

  it("refuses an expired or altered confirmation link and changes nothing", async () => {
    await subscribeToNewsletter("bruno@example.com", consent, t0);
    const subscriber = await row("bruno@example.com");
    const token = await signToken("confirm", subscriber);
    expect(await confirmSubscription(token, later(49 * HOUR))).toBe("expired");
    const [id, expires, signature] = token.split(".");
    const altered = `${id}.${Number(expires) + 86_400}.${signature}`;
    expect(await confirmSubscription(altered, later(HOUR))).toBe("invalid");
    const flipped = `${id}.${expires}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    expect(await confirmSubscription(flipped, later(HOUR))).toBe("invalid");
    expect(await confirmSubscription(`${Number(id) + 1000}.${expires}.${signature}`, later(HOUR))).toBe("invalid");
    for (const junk of ["", "abc", "1.2", undefined, ["x"]])
      expect(await confirmSubscription(junk, t0)).toBe("invalid");
    // An unsubscribe token is not a confirmation token.
    expect(await confirmSubscription(await signToken("unsubscribe", subscriber), later(HOUR))).toBe("invalid");
    expect((await row("bruno@example.com")).state).toBe("unconfirmed");
  });

  it("unsubscribes once by the link, and a later sign-up sends a new confirmation that replaces the old", async () => {
    await subscribeToNewsletter("carla@example.com", consent, t0);
    const subscriber = await row("carla@example.com");
    const oldConfirm = await signToken("confirm", subscriber);
    const token = await signToken("unsubscribe", subscriber, t0);
    expect((await checkUnsubscribeLink(token, later(HOUR))).status).toBe("valid");
    expect(await unsubscribe(token, later(HOUR))).toBe("valid");
    expect(await row("carla@example.com")).toMatchObject({
      state: "unsubscribed",
      unsubscribed_at: later(HOUR).toISOString(),
    });
    expect(await unsubscribe(token, later(2 * HOUR))).toBe("used");
    expect((await row("carla@example.com")).unsubscribed_at).toBe(later(HOUR).toISOString());
    // The confirmation link of an unsubscribed address confirms nothing.
    expect(await confirmSubscription(oldConfirm, later(2 * HOUR))).toBe("used");

    expect(await subscribeToNewsletter("carla@example.com", consent, later(3 * HOUR))).toBe("queued");
    expect((await row("carla@example.com")).state).toBe("unconfirmed");
    expect(await mailsFor(subscriber.id)).toHaveLength(2);
    expect(await confirmSubscription(oldConfirm, later(3 * HOUR))).toBe("invalid");
    // Still long-lived: the unsubscribe link of an old e-mail works a year on.
    expect(await unsubscribe(token, later(365 * 24 * HOUR))).toBe("valid");
    expect(CONFIRMATION_RESEND_MS).toBeLessThan(3 * HOUR);
  });

  it("purges sign-ups unconfirmed for a week, with their e-mails, and nothing else", async () => {
    await subscribeToNewsletter("old@example.com", consent, t0);
    await subscribeToNewsletter("kept@example.com", consent, t0);
    const old = await row("old@example.com");
    const kept = await row("kept@example.com");
    expect(await confirmSubscription(await signToken("confirm", kept), later(HOUR))).toBe("valid");
    await subscribeToNewsletter("recent@example.com", consent, later(UNCONFIRMED_RETENTION_MS));

    const purged = await purgeUnconfirmedSubscribers(later(UNCONFIRMED_RETENTION_MS + 1000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await getSubscriber(old.id)).toBeUndefined();
    expect(await mailsFor(old.id)).toEqual([]);
    expect((await row("kept@example.com")).state).toBe("confirmed");
    expect((await row("recent@example.com")).state).toBe("unconfirmed");
  });

  it("counts each state, deletes one, and lists only confirmed addresses for the export", async () => {
    await subscribeToNewsletter("=cmd|' /C calc'!A0@example.com", consent, t0);
    const formula = await row("=cmd|' /c calc'!a0@example.com");
    expect(await confirmSubscription(await signToken("confirm", formula), later(HOUR))).toBe("valid");
    await subscribeToNewsletter("gone@example.com", consent, t0);
    const gone = await row("gone@example.com");

    const before = await subscriberCounts();
    expect(Object.keys(before).map((state) => SUBSCRIBER_STATE_LABELS[state as keyof typeof before])).toEqual([
      "Unconfirmed",
      "Confirmed",
      "Unsubscribed",
    ]);
    expect(await deleteSubscriber(gone.id)).toBe("gone@example.com");
    expect(await deleteSubscriber(gone.id)).toBeUndefined();
    expect(await subscriberCounts()).toEqual({ ...before, unconfirmed: before.unconfirmed - 1 });

    const csv = await confirmedSubscribersCsv();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at,consent_at,consent_page,consent_text");
    // Kept as text: a spreadsheet would run "=cmd|…" as a formula.
    expect(lines.find((line) => line.includes("cmd"))).toMatch(/^'=cmd\|' \/c calc'!a0@example\.com,/);
    expect(csv).not.toContain("gone@example.com");
    // Only confirmed addresses: the unconfirmed and unsubscribed ones of the other tests are left out.
    expect(lines.filter(Boolean)).toHaveLength(1 + (await subscriberCounts()).confirmed);
  });

  it("answers the buttons' and one-click POSTs with a redirect to the page, whatever the token", async () => {
    await subscribeToNewsletter("dora@example.com", consent);
    const subscriber = await row("dora@example.com");
    const token = await signToken("unsubscribe", subscriber);
    const post = (url: string) =>
      postNewsletterLink(
        new Request(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        "unsubscribe",
      );
    const address = `${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const done = await post(address);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
    expect((await row("dora@example.com")).state).toBe("unsubscribed");

    const again = await post(address);
    expect([again.status, again.headers.get("location")]).toEqual([
      303,
      `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    ]);
    expect((await post(`${SITE}/api/newsletter/unsubscribe?token=1.2.%00`)).status).toBe(303);
    expect((await post(`${SITE}/api/newsletter/unsubscribe`)).status).toBe(303);
  });
});
