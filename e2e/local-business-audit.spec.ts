import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { auditPage } from "@/content/audit-page";
import { auditFormText as t } from "@/content/audit-form";
import { expect, test } from "./fixtures";
import { formStamp, storedLeads, uniqueEmail, sendFromOwnAddress, waitForFillTime } from "./support/leads";

const form = (page: Page) => page.getByRole("form", { name: t.heading });
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });
const input = (page: Page, field: keyof typeof t.labels) => form(page).getByLabel(t.labels[field], { exact: true });

async function fillAudit(page: Page, values: Partial<Record<keyof typeof t.labels, string>>) {
  for (const [field, value] of Object.entries(values)) await input(page, field as keyof typeof t.labels).fill(value);
}

test("the audit page explains the audit and has no serious accessibility problems", async ({ page }) => {
  await page.goto("/local-business-audit");
  await expect(page.getByRole("heading", { level: 1, name: auditPage.hero.heading })).toBeVisible();
  for (const part of auditPage.parts)
    await expect(page.getByRole("heading", { level: 3, name: part.title })).toBeVisible();
  for (const reason of auditPage.reasons) {
    await expect(page.getByRole("heading", { level: 3, name: reason.title })).toBeVisible();
  }
  await expect(form(page).getByRole("button", { name: t.submit })).toBeEnabled();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
    ["serious", "critical"].includes(v.impact ?? ""),
  );
  expect(violations).toEqual([]);
});

test("every audit field is required, and the e-mail must be valid", async ({ page }) => {
  await page.goto("/local-business-audit");
  await form(page).getByRole("button", { name: t.submit }).click();
  await expect(input(page, "businessName")).toHaveAccessibleDescription("Please enter your business name");
  await expect(input(page, "businessName")).toBeFocused();
  await expect(input(page, "name")).toHaveAccessibleDescription("Please enter your name");
  await expect(input(page, "email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(input(page, "phone")).toHaveAccessibleDescription("Please enter your phone number");

  await fillAudit(page, {
    businessName: "Wasatch Powersports",
    name: "Jon Reyes",
    email: "jon@",
    phone: "801 555 0142",
  });
  await expect(input(page, "businessName")).not.toHaveAttribute("aria-invalid");
  await expect(input(page, "email")).toHaveAccessibleDescription("Please enter a valid email address");
});

test("a request is stored as an audit, confirmed, and the visitor goes home", async ({ page }) => {
  await sendFromOwnAddress(page);
  const email = uniqueEmail("jon");
  await page.goto("/local-business-audit");
  const shownAt = Date.now();
  await fillAudit(page, { businessName: "Wasatch Powersports", name: "Jon Reyes", email, phone: "(801) 555-0142" });
  await waitForFillTime(shownAt);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/local-business-audit", async (route) => {
    await held;
    await route.continue();
  });
  await form(page).getByRole("button", { name: t.submit }).click();
  await expect(form(page).getByRole("button", { name: t.submitting })).toBeDisabled();
  release();

  const status = toasts(page).getByRole("status");
  await expect(status).toContainText(t.successTitle);
  await expect(status).toContainText(t.successDescription);
  await expect(page).toHaveURL(/\/$/);
  await expect(status).toContainText(t.successTitle);

  const [row] = await storedLeads(email);
  expect(row).toMatchObject({
    name: "Jon Reyes",
    company: "Wasatch Powersports",
    phone: "(801) 555-0142",
    service: "Local Business Marketing Audit",
    recaptcha_verified: true,
    is_spam: false,
    notification: expect.stringMatching(/pending|sending|sent/),
  });
  expect(row!.message).toMatch(/free local business marketing audit request/i);
  expect(row!.message).toContain("Wasatch Powersports");
});

test.describe("when the request fails", () => {
  test.use({ allowedConsoleErrors: [/status of 429/] });

  test("shows the error notice, keeps the form and enables the button again", async ({ page, request }) => {
    const address = await sendFromOwnAddress(page);
    await page.goto("/local-business-audit");
    const shownAt = Date.now();
    const stamp = await formStamp(page);
    await waitForFillTime(shownAt);
    for (let i = 0; i < 5; i++) {
      const response = await request.post("/api/local-business-audit", {
        headers: { "x-forwarded-for": address },
        form: {
          businessName: `Shop ${i}`,
          name: "Lia Park",
          email: uniqueEmail("lia"),
          phone: "801",
          form_started: stamp,
        },
      });
      expect(response.status()).toBe(201);
    }
    await fillAudit(page, {
      businessName: "Park Realty",
      name: "Lia Park",
      email: uniqueEmail("lia"),
      phone: "801 555 0100",
    });
    await form(page).getByRole("button", { name: t.submit }).click();

    const alert = toasts(page).getByRole("alert");
    await expect(alert).toContainText(t.errorTitle);
    await expect(alert).toContainText("You have sent several requests in a short time.");
    await expect(page).toHaveURL(/\/local-business-audit$/);
    await expect(input(page, "businessName")).toHaveValue("Park Realty");
    await expect(form(page).getByRole("button", { name: t.submit })).toBeEnabled();
  });
});
