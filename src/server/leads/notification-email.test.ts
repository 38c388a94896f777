import { site } from "@/content/site";
import { describe, expect, it } from "vitest";
import { UNKNOWN_SOURCE } from "@/lib/attribution/visit-source";
import type { Lead } from "./leads";
import { leadNotification } from "./notification-email";

const lead = (fields: Partial<Lead> = {}): Lead => ({
  id: 42,
  name: "Ana Souza",
  email: "ana@example.com",
  company: null,
  phone: null,
  message: "We want more calls.",
  service: "seo",
  recaptcha_token: null,
  recaptcha_verified: false,
  created_at: "2026-03-02T17:30:00.000Z",
  is_spam: false,
  spam_reason: null,
  ip_hash: null,
  read_at: null,
  idempotency_key: null,
  status: "new",
  form: "contact",
  ...UNKNOWN_SOURCE,
  ...fields,
});

const lines = (submission: Lead) =>
  leadNotification(submission, "https://resgatar.example", site.name).text.split("\n");

describe("the lead notification e-mail", () => {
  it("says whether the human check passed, failed or was not asked for", () => {
    expect(lines(lead({ recaptcha_token: "token", recaptcha_verified: true }))).toContain("Human check: Passed");
    expect(lines(lead({ recaptcha_token: "recaptcha-failed" }))).toContain("Human check: Not passed");
    expect(lines(lead())).toContain("Human check: Not configured (no reCAPTCHA keys when the lead was sent)");
  });

  it("says where the lead came from, as the lead's page in the admin area does", () => {
    const text = lines(
      lead({
        landing_page: "/seo?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
        referrer_host: "mail.example.com",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "spring",
        utm_content: "hero-button",
        click_id_kind: "gclid",
        form_page: "/contact",
      }),
    );
    const from = text.indexOf("Where it came from:");
    expect(from).toBeGreaterThan(0);
    expect(text.slice(from + 1, from + 8)).toEqual([
      "Source / medium: newsletter / email",
      "Landing page: /seo?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "Referrer: mail.example.com",
      "Campaign: spring",
      "Content: hero-button",
      "Ad click: Google Ads (gclid)",
      "Form page: /contact",
    ]);
  });

  it("says so when nothing of the visit was recorded", () => {
    const text = lines(lead({ form_page: "/contact" }));
    const from = text.indexOf("Where it came from:");
    expect(text.slice(from + 1, from + 3)).toEqual(["Source / medium: (not set) / (not set)", "Form page: /contact"]);
    expect(text.join("\n")).not.toContain("Landing page");
  });
});
