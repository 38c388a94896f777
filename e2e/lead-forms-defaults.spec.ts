import type { Page } from "@playwright/test";
import { contactFormText as t } from "@/content/contact-form";
import { site } from "@/content/site";
import { expect, test } from "./fixtures";
import { freePort } from "./support/free-port";
import { storedLeads, uniqueEmail, waitForFillTime } from "./support/leads";
import { type TestSite, startTestSite } from "./support/test-site";

/**
 * The forms on a site started with none of the optional services configured (what `npm start`
 * gives a new user), except Google Analytics, which the shared server leaves off.
 */

const MEASUREMENT_ID = "G-E2ETEST123";
let server: TestSite;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A second site and its data server start alongside the shared one.
  test.setTimeout(90_000);
  // The shared server's SITE_URL keeps the build current; this server only listens elsewhere.
  server = await startTestSite(await freePort(), {
    SITE_URL: process.env.E2E_BASE_URL!,
    SMTP_URL: "",
    NOTIFY_EMAIL: "",
    RECAPTCHA_SITE_KEY: "",
    RECAPTCHA_SECRET_KEY: "",
    SCHEDULER_URL: "",
    GA_MEASUREMENT_ID: MEASUREMENT_ID,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const open = (page: Page, pathname: string) => page.goto(`${server.url}${pathname}`);

test("without reCAPTCHA keys no Google script loads, and the lead waits in the outbox without SMTP", async ({
  page,
}) => {
  const google: string[] = [];
  page.on("request", (r) => r.url().includes("recaptcha") && google.push(r.url()));
  const email = uniqueEmail("defaults");
  await open(page, "/contact");
  const shownAt = Date.now();
  const contact = page.getByRole("form", { name: t.heading });
  await contact.getByLabel(t.labels.name, { exact: true }).fill("Ana Souza");
  await contact.getByLabel(t.labels.email, { exact: true }).fill(email);
  await contact.getByLabel(t.labels.message, { exact: true }).fill("Please send me your price list.");
  await waitForFillTime(shownAt);
  await contact.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(t.successTitle);

  expect(google).toEqual([]);
  expect(await page.evaluate(() => typeof window.grecaptcha)).toBe("undefined");
  expect(await storedLeads(email, server.data)).toMatchObject([
    { recaptcha_token: null, recaptcha_verified: false, notification: "pending" },
  ]);
});

test("without SCHEDULER_URL the booking frame is a plain link to the form", async ({ page }) => {
  await open(page, "/contact");
  await expect(page.locator("iframe")).toHaveCount(0);
  const link = page.getByRole("link", { name: "Request a consultation" });
  await link.click();
  await expect(page.getByRole("form", { name: t.heading })).toBeInViewport();
});

test("with GA_MEASUREMENT_ID, Google Analytics loads and /contact reports phone and e-mail clicks", async ({
  page,
}) => {
  const script = page.waitForRequest(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
  await open(page, "/contact");
  await script;
  await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThanOrEqual(2);

  const details = page.getByRole("region", { name: "Contact details" });
  for (const [event, name] of [
    ["click_to_call", site.phone.display],
    ["click_to_email", site.supportEmail],
  ]) {
    const hit = page.waitForRequest(
      (r) => r.url().startsWith("https://www.google-analytics.com/g/collect") && r.url().includes(`en=${event}`),
    );
    // The link's own navigation (a phone call, a mail program) is not part of the test.
    await details.getByRole("link", { name }).evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
    await details.getByRole("link", { name }).click();
    expect(new URL((await hit).url()).searchParams.get("tid")).toBe(MEASUREMENT_ID);
  }
});
