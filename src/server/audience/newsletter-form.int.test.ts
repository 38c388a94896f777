import { describe, expect, it } from "vitest";
import { newsletterCopy } from "@/content/blog-pages";
import { HONEYPOT_FIELD } from "@/lib/lead-forms";
import { INVALID_EMAIL } from "@/lib/validation/newsletter";
import { getDb } from "../db";
import { NEWSLETTER_CONSENT_TEXT, submitNewsletterSignUp } from "./newsletter-form";

const t0 = new Date("2026-03-02T16:00:00.000Z");
let ipCounter = 0;
const newClient = () => ({ ip: `203.0.113.${++ipCounter}`, page: "/blog" });
const signUp = (email: string, extra: Record<string, string> = {}) => ({ email, [HONEYPOT_FIELD]: "", ...extra });
const subscribers = () => getDb().selectFrom("newsletter_subscribers").select("email").orderBy("id").execute();

describe(`newsletter sign-up on the public-form pipeline (${process.env.TEST_DIALECT})`, () => {
  it("subscribes a valid address and refuses an invalid one with one message", async () => {
    expect(await submitNewsletterSignUp(signUp(" Reader@Example.com "), newClient(), t0)).toEqual({ ok: true });
    expect(await submitNewsletterSignUp(signUp("reader@"), newClient(), t0)).toEqual({
      ok: false,
      status: 400,
      error: INVALID_EMAIL,
      fieldErrors: { email: INVALID_EMAIL },
    });
    expect(await subscribers()).toEqual([{ email: "reader@example.com" }]);
    // The consent is the page's and the words beside the form, not anything the browser sent.
    expect(
      await getDb()
        .selectFrom("newsletter_subscribers")
        .select(["state", "consent_page", "consent_text", "consent_at"])
        .executeTakeFirstOrThrow(),
    ).toEqual({
      state: "unconfirmed",
      consent_page: "/blog",
      consent_text: NEWSLETTER_CONSENT_TEXT,
      consent_at: t0.toISOString(),
    });
    expect(NEWSLETTER_CONSENT_TEXT).toContain(newsletterCopy.privacy);
  });

  it("thanks a script that fills the honeypot and keeps nothing", async () => {
    const outcome = await submitNewsletterSignUp(
      signUp("bot@example.com", { [HONEYPOT_FIELD]: "https://spam.example" }),
      newClient(),
      t0,
    );
    expect(outcome).toEqual({ ok: true });
    expect((await subscribers()).map((r) => r.email)).not.toContain("bot@example.com");
    // Nor is anything mailed: only the person's sign-up above has its confirmation queued.
    expect(await getDb().selectFrom("email_outbox").select("subscriber_id").execute()).toHaveLength(1);
  });

  it("allows five sign-ups per address and hour", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await submitNewsletterSignUp(signUp(`r${i}@example.com`), client, t0)).ok).toBe(true);
    }
    const refused = await submitNewsletterSignUp(signUp("r5@example.com"), client, t0);
    expect(refused).toMatchObject({ ok: false, status: 429, error: newsletterCopy.tooMany });
    const anHourLater = new Date(t0.getTime() + 60 * 60_000);
    expect((await submitNewsletterSignUp(signUp("r5@example.com"), client, anHourLater)).ok).toBe(true);
  });
});
