import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, signIn } from "./support/admin";
import { uniqueEmail } from "./support/leads";
import { siteData } from "./support/site-data/client";
import { seriousViolations } from "./support/accessibility";

/**
 * A lead's own page at /admin/contacts/{id}, its pipeline (status, notes, history) and the
 * inbox's filters. The leads stored here are dated a year back, so that they never head the
 * inbox that admin-contacts.spec.ts pages through; each test finds its own by a unique tag.
 */

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const storedIds: number[] = [];
test.afterEach(() => siteData().deleteLeads(storedIds.splice(0)));

const tag = () => Math.random().toString(36).slice(2, 8);

async function storeLead(name: string, { form = "contact" as "contact" | "audit" } = {}) {
  const createdAt = new Date(Date.now() - YEAR_MS).toISOString();
  const [lead] = await siteData().storeLeads([
    {
      name,
      email: uniqueEmail("pipeline"),
      company: "Wasatch Tires",
      phone: "801-555-0199",
      message: "We would like more calls from Sandy and Draper.",
      service: "Local SEO",
      form,
      // Sent while no reCAPTCHA keys were set: the page says so, not "not passed".
      recaptcha_token: null,
      recaptcha_verified: false,
      created_at: createdAt,
      notification: { status: "sent", attempts: 1, last_error: null, sent_at: createdAt },
    },
  ]);
  storedIds.push(lead!.id);
  return lead!;
}

const history = (page: Page) => page.getByRole("region", { name: "History" }).getByRole("listitem");

test.describe("a lead's own page", () => {
  test("opens from the filtered inbox and shows the lead in full", async ({ page }) => {
    const run = tag();
    const name = `Pipeline ${run}`;
    const lead = await storeLead(name, { form: "audit" });
    await signIn(page);

    await page.goto("/admin/contacts");
    await page.getByLabel("Name, e-mail or company").fill(run);
    await page.getByRole("button", { name: "Filter" }).click();
    // A plain GET form: the empty selects come along, and are ignored.
    await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?status=&form=&q=${run}$`));
    await page.getByRole("article", { name }).getByRole("link", { name }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${lead.id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    for (const text of [
      lead.email,
      "Wasatch Tires",
      "801-555-0199",
      "Local SEO",
      "Local business audit",
      "Not spam",
      "Not configured (no reCAPTCHA keys when the lead was sent)",
    ]) {
      await expect(details).toContainText(text);
    }
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${lead.email}?subject=${encodeURIComponent("Re: your enquiry to Resgatar Marketing")}`,
    );
    const deliveries = page.getByRole("region", { name: "Deliveries" });
    await expect(deliveries.getByText("Sent", { exact: true })).toBeVisible();
    await expect(deliveries.getByRole("button", { name: /^Resend/ })).toBeVisible();
    await expect(history(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("keeps a status and notes in its history, and the audit log names the lead only by number", async ({ page }) => {
    // Three saves, an accessibility scan and the audit log: 25 s on SQLite and 30 s on PostgreSQL in
    // the whole run.
    test.slow();
    const name = `History ${tag()}`;
    const lead = await storeLead(name);
    await signIn(page);
    await page.goto(`/admin/contacts/${lead.id}`);

    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Status saved.")).toBeVisible();
    await expect(history(page)).toHaveCount(1);
    await expect(history(page).first()).toContainText("Status changed to Contacted");
    await expect(history(page).first()).toContainText(ADMIN.email);

    const note = page.getByLabel("Note");
    await note.fill("   ");
    await page.getByRole("button", { name: "Add Note" }).click();
    await expect(note).toHaveAccessibleDescription("Write a note before adding it");
    await expect(history(page)).toHaveCount(1);

    // By keyboard: type the note, then Tab to "Add Note" and press Enter.
    await note.focus();
    await page.keyboard.type("Called back, wants a quote by Friday.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add Note" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(history(page)).toHaveCount(2);
    await expect(history(page).first()).toContainText("Called back, wants a quote by Friday.");
    await expect(history(page).nth(1)).toContainText("Status changed to Contacted");
    await expect(page.getByLabel("Note")).toHaveValue("");
    expect(await seriousViolations(page)).toEqual([]);

    // Neither the name nor the note reaches the audit log.
    await page.goto("/admin/security");
    const log = page.getByRole("region", { name: "Audit log entries" });
    const entries = log
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: `Lead #${lead.id}`, exact: true }) });
    await expect(entries.getByRole("cell", { name: /^(Lead status changed|Note added)$/ })).toHaveText([
      "Note added",
      "Lead status changed",
    ]);
    await expect(log).not.toContainText(name);
    await expect(log).not.toContainText("quote by Friday");
  });

  test("the inbox filters by status and form, and ignores values it does not know", async ({ page }) => {
    const run = tag();
    const name = `Triage ${run}`;
    const lead = await storeLead(name, { form: "audit" });
    await siteData().setLeadStatus(lead.id, "contacted");
    await signIn(page);

    await page.goto(`/admin/contacts?q=${run}`);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`status=contacted`));
    await expect(page.getByRole("article", { name })).toContainText("Contacted");
    await page.goto(`/admin/contacts?status=new&q=${run}`);
    await expect(page.getByText("No submissions match these filters")).toBeVisible();
    await page.goto(`/admin/contacts?form=contact&q=${run}`);
    await expect(page.getByText("No submissions match these filters")).toBeVisible();
    await page.goto(`/admin/contacts?status=nonsense&form=nonsense&q=${run}`);
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("opens by keyboard from the inbox, and answers 404 for an unknown lead", async ({ page }) => {
    const run = tag();
    const name = `Keyboard ${run}`;
    const lead = await storeLead(name);
    await signIn(page);

    // The dashboard counts the leads at each status, each count a link to the filtered inbox.
    const byStatus = page.getByRole("region", { name: "Leads by status" });
    for (const status of ["New", "Contacted", "Qualified", "Won", "Lost"]) {
      await expect(byStatus.getByRole("link", { name: new RegExp(`^${status} [\\d,]+$`) })).toHaveAttribute(
        "href",
        `/admin/contacts?status=${status.toLowerCase()}`,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/admin/contacts?q=${run}`);
    await page.getByRole("link", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${lead.id}$`));
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Contact form");

    for (const id of ["abc", "0", "1e3", "-1", "2147483647", "2147483648", "99999999999999999999"]) {
      expect((await page.request.get(`/admin/contacts/${id}`)).status(), id).toBe(404);
    }
  });

  test("saves the status without JavaScript", async ({ page, browser }) => {
    const run = tag();
    const name = `No script ${run}`;
    const lead = await storeLead(name);
    await signIn(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const plain = await context.newPage();
      await plain.goto(`/admin/contacts/${lead.id}`);
      await plain.getByLabel("Status").selectOption("qualified");
      await plain.getByRole("button", { name: "Save" }).click();
      await expect(plain.getByText("Status saved.")).toBeVisible();
      await expect(plain.getByRole("region", { name: "History" })).toContainText("Status changed to Qualified");
      expect((await siteData().getLeadById(lead.id))!.status).toBe("qualified");

      await plain.getByRole("button", { name: "Add Note" }).click();
      await expect(plain.getByLabel("Note")).toHaveAccessibleDescription("Write a note before adding it");
    } finally {
      await context.close();
    }
  });
});
