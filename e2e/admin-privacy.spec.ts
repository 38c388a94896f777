import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support/admin";
import { storedLeads, uniqueEmail } from "./support/leads";
import { siteData } from "./support/site-data/client";
import { seriousViolations } from "./support/accessibility";

/** The privacy requests page at /admin/privacy: find, export and erase an address's records. */

/** The ids of the leads this file stored; those a test did not erase are removed after it. */
const storedIds: number[] = [];
test.afterEach(() => siteData().deleteLeads(storedIds.splice(0)));

async function storeLead(email: string) {
  const now = new Date().toISOString();
  const [lead] = await siteData().storeLeads([
    {
      name: "Priya Privacy",
      email,
      company: "Privacy Plumbing",
      phone: null,
      message: "Please call me about a new website.",
      service: null,
      created_at: now,
      is_spam: false,
      spam_reason: null,
      notification: { status: "sent", attempts: 1, last_error: null, sent_at: now },
    },
  ]);
  storedIds.push(lead!.id);
  return lead!;
}

/** Types an address into "Email" and presses Enter, as a keyboard user finds. */
async function find(page: Page, email: string) {
  const field = page.getByLabel("Email");
  await field.fill(email);
  await field.press("Enter");
}

test("finds a lead in any case, exports it as JSON and erases it through the dialog", async ({ page }) => {
  const email = uniqueEmail("privacy");
  const lead = await storeLead(email);

  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();

  await find(page, `  ${email.toUpperCase()} `);
  const results = page.getByRole("region", { name: `Records of ${email}` });
  await expect(results).toContainText("1 lead and 0 subscribers.");
  await expect(results.getByRole("row").filter({ hasText: "Priya Privacy" })).toContainText("Privacy Plumbing");

  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await results.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
  expect(exported).toMatchObject({ email, subscribers: [] });
  expect(exported.leads).toEqual([
    expect.objectContaining({ id: lead.id, email, name: "Priya Privacy", company: "Privacy Plumbing" }),
  ]);

  // Escape cancels: the dialog closes and nothing is erased.
  const dialog = page.getByRole("dialog", { name: "Erase these records?" });
  await results.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await storedLeads(email)).toHaveLength(1);

  // By keyboard: the modal dialog holds the focus, from Cancel to the confirmation.
  await results.getByRole("button", { name: "Erase", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Erase permanently" })).toBeFocused();
  await page.keyboard.press("Enter");

  const status = page.getByRole("status").filter({ hasText: "Erased" });
  await expect(status).toHaveText("Erased 1 lead, 0 subscribers.");
  await expect(results).toBeHidden();
  expect(await storedLeads(email)).toEqual([]);

  await find(page, email);
  await expect(page.getByText("No leads or subscribers for this address.")).toBeVisible();

  // The audit log keeps the erasure with its counts alone.
  await page.goto("/admin/security");
  const log = page.getByRole("region", { name: "Audit log entries" });
  await expect(log.getByRole("row").filter({ hasText: "Privacy erasure" }).first()).toContainText(
    "1 lead, 0 subscribers",
  );
  await expect(log).not.toContainText(email);
});

test("says so for an unknown address, and keeps an invalid one with its message beside the field", async ({ page }) => {
  // The export route checks the session and the origin itself: layouts do not wrap route handlers.
  const exportForm = { form: { email: "someone@example.com" } };
  expect((await page.request.post("/admin/privacy/export", exportForm)).status()).toBe(401);
  await signIn(page);
  const forged = await page.request.post("/admin/privacy/export", {
    ...exportForm,
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);

  await page.goto("/admin/privacy");

  await find(page, uniqueEmail("nobody"));
  await expect(page.getByText("No leads or subscribers for this address.")).toBeVisible();

  await find(page, "not-an-address");
  const field = page.getByLabel("Email");
  await expect(field).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(field).toHaveValue("not-an-address");
  await expect(field).toBeFocused();
});
