import type { Page } from "@playwright/test";
import { contactFormText as t } from "@/content/contact-form";
import { auditFormText } from "@/content/audit-form";
import { expect, siteUrl, test } from "./fixtures";
import { storedLeads, uniqueEmail, sendFromOwnAddress, waitForFillTime } from "./support/leads";

test.use({ javaScriptEnabled: false });

const form = (page: Page, heading: string) => page.getByRole("form", { name: heading });

test("the contact form works without JavaScript and shows the same texts", async ({ page }) => {
  await sendFromOwnAddress(page);
  const contact = form(page, t.heading);
  const field = (name: keyof typeof t.labels) => contact.getByLabel(t.labels[name], { exact: true });
  const email = uniqueEmail("nojs");

  await page.goto("/contact?service=seo");
  let shownAt = Date.now();
  await field("name").fill("A");
  await field("email").fill(email);
  await field("company").fill("Canyon Cycles");
  await field("message").fill("              ");
  await waitForFillTime(shownAt);
  await contact.getByRole("button", { name: t.submit }).click();

  const notice = contact.getByRole("alert");
  await expect(notice).toContainText(t.errorTitle);
  await expect(notice).toContainText("Name must be at least 2 characters");
  await expect(field("name")).toHaveAccessibleDescription("Name must be at least 2 characters");
  await expect(field("message")).toHaveAccessibleDescription("Message must be at least 10 characters");
  await expect(field("name")).toHaveValue("A");
  await expect(field("email")).toHaveValue(email);
  await expect(field("company")).toHaveValue("Canyon Cycles");
  expect(await storedLeads(email)).toEqual([]);

  shownAt = Date.now();
  await field("name").fill("Ana Souza");
  await field("message").fill("We would like a quote for local SEO.");
  await waitForFillTime(shownAt);
  await contact.getByRole("button", { name: t.submit }).click();

  const success = contact.getByRole("status");
  await expect(success).toContainText(t.successTitle);
  await expect(success).toContainText(t.successDescription);
  await expect(field("name")).toHaveValue("");
  expect(await storedLeads(email)).toMatchObject([
    {
      name: "Ana Souza",
      company: "Canyon Cycles",
      service: "seo",
      recaptcha_token: "recaptcha-failed",
      recaptcha_verified: false,
    },
  ]);
});

test("the audit form works without JavaScript", async ({ page }) => {
  await sendFromOwnAddress(page);
  const audit = form(page, auditFormText.heading);
  const email = uniqueEmail("nojs-audit");
  await page.goto("/local-business-audit");
  const shownAt = Date.now();
  await audit.getByLabel("Business Name").fill("Canyon Cycles");
  await audit.getByLabel("Your Name").fill("Ana Souza");
  await audit.getByLabel("Email").fill(email);
  await audit.getByLabel("Phone Number").fill("801-555-0110");
  await waitForFillTime(shownAt);
  await audit.getByRole("button", { name: auditFormText.submit }).click();

  const success = audit.getByRole("status");
  await expect(success).toContainText(auditFormText.successTitle);
  await expect(success).toContainText(auditFormText.successDescription);
  await expect(success.getByRole("link", { name: auditFormText.successHomeLink })).toHaveAttribute("href", "/");
  expect(await storedLeads(email)).toMatchObject([
    { company: "Canyon Cycles", service: "Local Business Marketing Audit" },
  ]);
});

test("a form post over the size limit is refused with 413 and a clear message", async ({ page, request }) => {
  await page.goto("/contact");
  const hidden: Record<string, string> = {};
  for (const input of await page.locator('form input[type="hidden"]').all()) {
    hidden[(await input.getAttribute("name"))!] = (await input.getAttribute("value")) ?? "";
  }
  expect(Object.keys(hidden).some((name) => name.startsWith("$ACTION"))).toBe(true);
  const response = await request.post("/contact", {
    headers: { origin: siteUrl() },
    multipart: { ...hidden, name: "Ana", email: "ana@example.com", message: "x".repeat(1024 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toBe("This request is too large. Please shorten your message and try again.");
});
