import AxeBuilder from "@axe-core/playwright";
import { contactFormText as t } from "@/content/contact-form";
import { configuredSocialProfiles, site } from "@/content/site";
import { expect, test } from "./fixtures";
import {
  formStamp,
  receivedMail,
  storedLeads,
  uniqueEmail,
  sendFromOwnAddress,
  waitForFillTime,
} from "./support/leads";
import { E2E_SCHEDULER_URL } from "./support/third-parties";

const form = (page: import("@playwright/test").Page) => page.getByRole("form", { name: t.heading });
const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Notifications" });

async function fillContact(
  page: import("@playwright/test").Page,
  values: Partial<Record<keyof typeof t.labels, string>>,
) {
  for (const [field, value] of Object.entries(values)) {
    await form(page)
      .getByLabel(t.labels[field as keyof typeof t.labels], { exact: true })
      .fill(value);
  }
}

test.describe("contact page", () => {
  test("shows the booking frame, the agency's details and only configured social profiles", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", E2E_SCHEDULER_URL);
    await expect(frame).toHaveAttribute("title", "Book a free consultation with Resgatar Marketing");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveJSProperty("offsetHeight", 650);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Pick a time" })).toBeVisible();

    const details = page.getByRole("region", { name: "Contact details" });
    await expect(details.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
    await expect(details.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    await expect(details).toContainText("Salt Lake City, Utah, United States");
    await expect(details).toContainText("Monday to Friday: 9:00 AM to 6:00 PM");
    await expect(details).toContainText("Saturday and Sunday: Closed");
    const social = details.getByRole("list", { name: "Social media profiles" }).getByRole("link");
    await expect(social).toHaveCount(configuredSocialProfiles(site).length);
    for (const [i, profile] of configuredSocialProfiles(site).entries()) {
      await expect(social.nth(i)).toHaveAttribute("href", profile.url);
    }

    // No analytics without GA_MEASUREMENT_ID.
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test("has no serious accessibility problems, also while showing errors", async ({ page }) => {
    // Two full axe scans of the longest form page: on two busy cores they came to 30 s.
    test.slow();
    await page.goto("/contact");
    const scan = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ["serious", "critical"].includes(v.impact ?? ""),
      );
    expect(await scan()).toEqual([]);
    await form(page).getByRole("button", { name: t.submit }).click();
    await expect(form(page).getByText("Name must be at least 2 characters")).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});

test.describe("contact form", () => {
  test("shows each field's message for wrong input and sends nothing", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => r.method() === "POST" && requests.push(r.url()));
    await page.goto("/contact");
    await fillContact(page, { name: "A", email: "ana@", message: "Too short" });
    await form(page).getByRole("button", { name: t.submit }).click();

    const name = form(page).getByLabel(t.labels.name, { exact: true });
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(form(page).getByLabel(t.labels.email, { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(form(page).getByLabel(t.labels.message, { exact: true })).toHaveAccessibleDescription(
      "Message must be at least 10 characters",
    );

    // Messages follow what is typed.
    await name.fill("Ana");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await fillContact(page, { message: "m".repeat(5001) });
    await expect(form(page).getByLabel(t.labels.message, { exact: true })).toHaveAccessibleDescription(
      "Message must be at most 5,000 characters",
    );
    expect(requests.filter((url) => url.includes("/api/contact"))).toEqual([]);
  });

  test("sends a message: toast, empty form, stored with its service, verified and e-mailed", async ({ page }) => {
    await sendFromOwnAddress(page);
    const email = uniqueEmail("ana");
    await page.goto("/contact?service=email-marketing");
    const shownAt = Date.now();
    await expect(form(page).locator('input[name="service"]')).toHaveValue("email-marketing");
    await fillContact(page, {
      name: "Ana Souza",
      email,
      company: "Souza Plumbing",
      phone: "(801) 555-0199",
      message: "We would like more calls from homeowners in Sandy and Draper.",
    });
    await waitForFillTime(shownAt);
    await form(page).getByRole("button", { name: t.submit }).click();

    const status = toasts(page).getByRole("status");
    await expect(status).toContainText(t.successTitle);
    await expect(status).toContainText(t.successDescription);
    await expect(form(page).getByLabel(t.labels.name, { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel(t.labels.message, { exact: true })).toHaveValue("");
    await expect(form(page).locator('input[name="service"]')).toHaveValue("email-marketing");

    const [row] = await storedLeads(email);
    expect(row).toMatchObject({
      name: "Ana Souza",
      company: "Souza Plumbing",
      phone: "(801) 555-0199",
      service: "email-marketing",
      recaptcha_verified: true,
      is_spam: false,
    });
    expect(row!.recaptcha_token).toMatch(/^fake-pass-contact_form_submit-/);
    // reCAPTCHA was asked for both actions.
    expect(
      await page.evaluate(() => (window as unknown as { __recaptchaActions: string[] }).__recaptchaActions),
    ).toEqual(expect.arrayContaining(["page_load", "contact_form_submit"]));

    // Found by the test's own address (the Reply-To header: the body may be quoted-printable);
    // SQLite gives a deleted lead's id to the next one.
    await expect.poll(() => receivedMail(`<${email}>`).length, { timeout: 15_000 }).toBe(1);
    const mail = receivedMail(`<${email}>`)[0]!;
    expect(mail).toContain(`X-Lead-ID: ${row!.id}`);
    expect(mail).toContain("Subject: New website lead from Ana Souza about email-marketing");
    expect(mail).toContain("To: leads@resgatar.test");
    await expect.poll(async () => (await storedLeads(email))[0]!.notification).toBe("sent");
  });

  test("pre-fills the service from its slug or its name, and ignores one it does not know", async ({ page }) => {
    const service = form(page).locator('input[name="service"]');
    for (const [query, slug] of [
      ["email-marketing", "email-marketing"],
      ["Email%20Marketing", "email-marketing"],
      ["local%20SEO", "seo"],
      ["Underwater%20Basket%20Weaving", ""],
    ]) {
      await page.goto(`/contact?service=${query}`);
      await expect(service, query).toHaveValue(slug!);
    }
  });

  test("loads reCAPTCHA only once the form is used", async ({ page }) => {
    const recaptcha: string[] = [];
    page.on("request", (r) => r.url().includes("/recaptcha/") && recaptcha.push(r.url()));
    await page.goto("/contact");
    await page.waitForLoadState("load");
    expect(recaptcha).toEqual([]);
    await expect(page.locator('script[src*="recaptcha"]')).toHaveCount(0);
    await form(page).getByLabel(t.labels.name, { exact: true }).focus();
    await expect.poll(() => recaptcha.length).toBe(1);
    expect(recaptcha[0]).toContain("render=fake-recaptcha-site-key");
  });

  const humanCheckFailures = {
    "the verifier rejects the token": "fail",
    "reCAPTCHA gives no token within 5 seconds": "hang",
  };
  for (const [label, verdict] of Object.entries(humanCheckFailures)) {
    test(`still delivers the lead when ${label}, marked as not verified`, async ({ page }) => {
      await sendFromOwnAddress(page);
      await page.addInitScript((v) => {
        // Also runs in frames whose storage is off limits.
        try {
          localStorage.setItem("fake-recaptcha-verdict", v);
        } catch {}
      }, verdict);
      const email = uniqueEmail("bruno");
      await page.goto("/contact");
      const shownAt = Date.now();
      await fillContact(page, { name: "Bruno Lima", email, message: "Please call me about a new website." });
      await waitForFillTime(shownAt);
      await form(page).getByRole("button", { name: t.submit }).click();
      await expect(toasts(page).getByRole("status")).toContainText(t.successTitle, { timeout: 15_000 });
      expect(await storedLeads(email)).toMatchObject([
        { recaptcha_token: "recaptcha-failed", recaptcha_verified: false, is_spam: false },
      ]);
    });
  }

  test("shows 'Sending...' on a disabled button and ignores a second submit", async ({ page }) => {
    await sendFromOwnAddress(page);
    let posts = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const shownAt = Date.now();
    await fillContact(page, { name: "Carla Dias", email: uniqueEmail("carla"), message: "Looking for help with PPC." });
    await waitForFillTime(shownAt);
    await form(page).getByRole("button", { name: t.submit }).click();
    const button = form(page).getByRole("button", { name: t.submitting });
    await expect(button).toBeDisabled();
    await form(page).getByLabel(t.labels.name, { exact: true }).press("Enter");
    await expect.poll(() => posts).toBe(1);
    release();
    await expect(toasts(page).getByRole("status")).toContainText(t.successTitle);
    await expect(form(page).getByRole("button", { name: t.submit })).toBeEnabled();
    expect(posts).toBe(1);
  });

  test.describe("when sending fails", () => {
    // The browser logs the refused and the failed request.
    test.use({ allowedConsoleErrors: [/status of 429|net::ERR_FAILED/] });

    test("answers the sixth message in ten minutes with 429 and keeps what was typed", async ({ page, request }) => {
      const address = await sendFromOwnAddress(page);
      await page.goto("/contact");
      const shownAt = Date.now();
      const stamp = await formStamp(page);
      await waitForFillTime(shownAt);
      for (let i = 0; i < 5; i++) {
        const response = await request.post("/api/contact", {
          headers: { "x-forwarded-for": address },
          multipart: {
            name: "Dana Reyes",
            email: uniqueEmail("dana"),
            message: `Message number ${i} from a test.`,
            form_started: stamp,
            website: "",
          },
        });
        expect(response.status()).toBe(201);
      }
      await fillContact(page, {
        name: "Dana Reyes",
        email: uniqueEmail("dana"),
        message: "One message too many, sadly.",
      });
      const answer = page.waitForResponse("**/api/contact");
      await form(page).getByRole("button", { name: t.submit }).click();
      expect((await answer).status()).toBe(429);
      expect(Number((await answer).headers()["retry-after"])).toBeGreaterThan(500);

      const alert = toasts(page).getByRole("alert");
      await expect(alert).toContainText(t.errorTitle);
      await expect(alert).toContainText(
        "You have sent several requests in a short time. Please try again in 10 minutes.",
      );
      await expect(form(page).getByLabel(t.labels.name, { exact: true })).toHaveValue("Dana Reyes");
      await expect(form(page).getByLabel(t.labels.message, { exact: true })).toHaveValue(
        "One message too many, sadly.",
      );
    });

    test("says the message could not be sent when the server cannot be reached", async ({ page }) => {
      await page.route("**/api/contact", (route) => route.abort());
      await page.goto("/contact");
      await fillContact(page, { name: "Eva Nunes", email: uniqueEmail("eva"), message: "Is anybody out there?" });
      await form(page).getByRole("button", { name: t.submit }).click();
      const alert = toasts(page).getByRole("alert");
      await expect(alert).toContainText(t.errorTitle);
      await expect(alert).toContainText(t.errorFallback);
      await expect(form(page).getByLabel(t.labels.message, { exact: true })).toHaveValue("Is anybody out there?");
    });
  });
});

test.describe("contact endpoint", () => {
  test("refuses an oversized or malformed request with a 4xx and a clear message", async ({ request }) => {
    const big = await request.post("/api/contact", {
      multipart: { name: "Ana", email: "ana@example.com", message: "x".repeat(1024 * 1024) },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({
      ok: false,
      error: "This request is too large. Please shorten your message and try again.",
    });

    const long = await request.post("/api/contact", {
      multipart: { name: "Ana", email: "ana@example.com", message: "x".repeat(6000) },
    });
    expect(long.status()).toBe(400);
    expect(await long.json()).toMatchObject({ fieldErrors: { message: "Message must be at most 5,000 characters" } });

    const mistyped = await request.post("/api/contact", { data: { name: ["Ana"], email: 7 } });
    expect(mistyped.status()).toBe(400);
    expect(await mistyped.json()).toMatchObject({
      fieldErrors: {
        name: "Name must be text",
        email: "Email must be text",
        message: "Message must be at least 10 characters",
      },
    });

    const garbled = await request.post("/api/contact", {
      headers: { "content-type": "application/json" },
      data: "{nope",
    });
    expect(garbled.status()).toBe(400);

    const wrongType = await request.post("/api/contact", { headers: { "content-type": "text/plain" }, data: "hello" });
    expect(wrongType.status()).toBe(415);
  });

  test("keeps POST /api/verify-recaptcha answering {success, error}", async ({ request }) => {
    const passed = await request.post("/api/verify-recaptcha", {
      data: { token: "fake-pass-contact_form_submit-9", action: "contact_form_submit" },
    });
    expect(await passed.json()).toEqual({ success: true, error: null });
    const failed = await request.post("/api/verify-recaptcha", {
      data: { token: "fake-fail-contact_form_submit-9", action: "contact_form_submit" },
    });
    expect(await failed.json()).toEqual({ success: false, error: "reCAPTCHA verification failed" });
    const malformed = await request.post("/api/verify-recaptcha", { data: { token: 5 } });
    expect(malformed.status()).toBe(400);
  });
});
