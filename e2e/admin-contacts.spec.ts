import type { VisitSource } from "@/lib/attribution/visit-source";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support/admin";
import { receivedMail, uniqueEmail } from "./support/leads";
import { siteData } from "./support/site-data/client";

/**
 * The lead inbox at /admin/contacts. Other spec files store submissions while these tests run,
 * so the leads stored here are dated a day ahead: they head the inbox whatever arrives
 * meanwhile, and totals are compared with the database at the moment the page is read.
 * The tests run in order because each one's leads go on top of the previous one's.
 */
test.describe.configure({ mode: "default" });

const DAY_MS = 24 * 60 * 60 * 1000;

interface Lead {
  name: string;
  email?: string;
  message?: string;
  company?: string;
  phone?: string;
  service?: string;
  /** Files it as spam, for this reason. */
  spam?: string;
  /** Its notification: "sent" unless told, so that the delivery worker leaves it alone. */
  notification?: { status: "sent" | "failed"; lastError?: string };
  /** How its visit came (decision 200). */
  source?: Partial<VisitSource>;
}

interface StoredLead extends Required<Pick<Lead, "name" | "email" | "message">> {
  id: number;
  createdAt: string;
}

/** The ids of the leads this file stored, removed after each test. */
const storedIds: number[] = [];
test.afterEach(() => siteData().deleteLeads(storedIds.splice(0)));

/** Stores leads in the server's database, the last one newest. */
async function storeLeads(leads: Lead[]): Promise<StoredLead[]> {
  const base = Date.now() + DAY_MS;
  const stored = await siteData().storeLeads(
    leads.map((lead, i) => {
      const { status, lastError } = lead.notification ?? { status: "sent" };
      const createdAt = new Date(base + i).toISOString();
      return {
        name: lead.name,
        email: lead.email ?? uniqueEmail("inbox"),
        company: lead.company ?? null,
        phone: lead.phone ?? null,
        message: lead.message ?? `Please call me about ${lead.name}.`,
        service: lead.service ?? null,
        created_at: createdAt,
        is_spam: Boolean(lead.spam),
        spam_reason: lead.spam ?? null,
        ...lead.source,
        notification: lead.spam
          ? undefined
          : {
              status,
              attempts: status === "sent" ? 1 : 6,
              last_error: lastError ?? null,
              sent_at: status === "sent" ? createdAt : null,
            },
      };
    }),
  );
  storedIds.push(...stored.map((lead) => lead.id));
  return stored.map(({ id, name, email, message, created_at }) => ({
    id,
    name,
    email,
    message,
    createdAt: created_at,
  }));
}

const countStored = (spam: boolean) => siteData().countLeads(spam);
const readAtOf = async (id: number) => (await siteData().getLeadById(id))!.read_at;

const tag = () => Math.random().toString(36).slice(2, 8);
const submission = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });
const count = (n: number) => n.toLocaleString("en-US");

test.describe("admin contact submissions", () => {
  test("pages the inbox newest first, five at a time, with the exact total", async ({ page }) => {
    const run = tag();
    await storeLeads(Array.from({ length: 7 }, (_, i) => ({ name: `Pager ${run} ${i + 1}` })));
    await signIn(page);
    await page.goto("/admin/contacts");
    await expect(page).toHaveTitle(/Contact Submissions/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Submissions" })).toBeVisible();

    // The total is read again whenever another test stored a lead in between.
    await expect(async () => {
      await page.reload();
      const total = await countStored(false);
      await expect(page.getByText(`Showing 1–5 of ${count(total)}`)).toBeVisible({ timeout: 1000 });
      await expect(page.getByRole("link", { name: `Inbox ${count(total)}` })).toBeVisible({ timeout: 1000 });
    }).toPass();

    const headings = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([7, 6, 5, 4, 3].map((n) => `Pager ${run} ${n}`));

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\?page=2$/);
    await expect(page.getByText(/^Showing 6–\d+ of \d+/)).toBeVisible();
    await expect(headings.nth(0)).toHaveText(`Pager ${run} 2`);
    await expect(headings.nth(1)).toHaveText(`Pager ${run} 1`);
    expect(await headings.count()).toBeLessThanOrEqual(5);

    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(headings.first()).toHaveText(`Pager ${run} 7`);

    // A page past the end shows the last one.
    await page.goto("/admin/contacts?page=100000");
    await expect(page).toHaveURL(/\/admin\/contacts\?page=\d+$/);
    await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  });

  test("shows a submission in full and marks it read and unread", async ({ page }) => {
    const name = `Reader ${tag()}`;
    const message = [
      "Hello, we run three tire shops in Sandy, Draper and Lehi.",
      "",
      "  We would like more calls from Google Maps and a new website that loads fast on phones.",
      "Our current site was built in 2015 and our ads are managed by a nephew who has moved away.",
      "Could you send us an audit and a quote for local SEO plus PPC? The best time to call is after 4 PM.",
      "Thanks!",
    ].join("\n");
    const [lead] = await storeLeads([
      { name, message, company: "Wasatch Tires", phone: "801-555-0199", service: "Local SEO" },
    ]);
    await signIn(page);
    await page.goto("/admin/contacts");

    const card = submission(page, name);
    await expect(card.getByRole("link", { name: lead!.email })).toHaveAttribute("href", `mailto:${lead!.email}`);
    await expect(card).toContainText("Wasatch Tires");
    await expect(card).toContainText("801-555-0199");
    await expect(card).toContainText("Local SEO");
    await expect(card.getByText("Sent", { exact: true })).toBeVisible();

    const fullText = card.locator("details p");
    await expect(fullText).toBeHidden();
    await card.getByText("Read full message").click();
    await expect(fullText).toBeVisible();
    await expect(fullText).toHaveJSProperty("textContent", message);
    await expect(fullText).toHaveCSS("white-space", "pre-wrap");

    const scan = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) =>
        ["serious", "critical"].includes(v.impact ?? ""),
      );
    expect(await scan()).toEqual([]);

    await expect(card.getByText("Unread", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Mark as read" }).click();
    await expect(toasts(page).getByText("Marked as read")).toBeVisible();
    await expect(card.getByText("Read", { exact: true })).toBeVisible();
    expect(await readAtOf(lead!.id)).not.toBeNull();

    await card.getByRole("button", { name: "Mark as unread" }).click();
    await expect(toasts(page).getByText("Marked as unread")).toBeVisible();
    await expect(card.getByText("Unread", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Mark as read" })).toBeVisible();
    expect(await readAtOf(lead!.id)).toBeNull();

    // Both changes are in the audit log, by the lead's number alone.
    await page.goto("/admin/security");
    const log = page.getByRole("region", { name: "Audit log entries" });
    const entries = log
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: `Lead #${lead!.id}`, exact: true }) });
    await expect(entries.getByRole("cell", { name: /^Lead marked/ })).toHaveText([
      "Lead marked unread",
      "Lead marked read",
    ]);
    await expect(log).not.toContainText(name);
  });

  test("keeps spam apart from the inbox", async ({ page }) => {
    const run = tag();
    await storeLeads([{ name: `Real lead ${run}` }, { name: `Bot ${run}`, spam: "honeypot" }]);
    await signIn(page);
    await page.goto("/admin/contacts");
    await expect(submission(page, `Real lead ${run}`)).toBeVisible();
    await expect(submission(page, `Bot ${run}`)).toHaveCount(0);

    await page.getByRole("link", { name: /^Spam/ }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\?view=spam$/);
    await expect(page.getByRole("link", { name: /^Spam/ })).toHaveAttribute("aria-current", "page");
    const bot = submission(page, `Bot ${run}`);
    await expect(bot).toContainText("honeypot");
    await expect(bot.getByText("Not sent (spam)")).toBeVisible();
    await expect(bot.getByRole("button", { name: "Resend" })).toHaveCount(0);
    await expect(submission(page, `Real lead ${run}`)).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("link", { name: `Spam ${count(await countStored(true))}` })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
  });

  test("exports every submission as CSV", async ({ page }) => {
    const run = tag();
    const [lead, bot] = await storeLeads([
      {
        name: `Export, "Quoted" ${run}`,
        message: "Line one\nLine two, with a comma",
        company: '=HYPERLINK("http://evil.test")',
        phone: "+1 801 555 0100",
        service: "PPC",
        source: {
          landing_page: "/ppc",
          referrer_host: "www.google.com",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "spring",
          click_id_kind: "gclid",
          form_page: "/contact",
        },
      },
      { name: `Export bot ${run}`, spam: "too fast" },
    ]);
    await signIn(page);

    const response = await page.request.get("/admin/contacts/export.csv");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n")[0]).toBe(
      "id,created_at,name,email,company,phone,service,message,is_spam,read,notification_status," +
        "landing_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,click_id,form_page",
    );
    expect(csv).toContain(
      `${lead!.id},${lead!.createdAt},"Export, ""Quoted"" ${run}",${lead!.email},` +
        `"'=HYPERLINK(""http://evil.test"")",'+1 801 555 0100,PPC,"Line one\nLine two, with a comma",false,false,sent,` +
        `/ppc,www.google.com,google,cpc,spring,,,gclid,/contact\r\n`,
    );
    // Spam is exported too, newest first, without a notification.
    expect(csv).toContain(
      `${bot!.id},${bot!.createdAt},Export bot ${run},${bot!.email},,,,${bot!.message},true,false,,,,,,,,,,\r\n`,
    );
    expect(csv.indexOf(`${bot!.id},`)).toBeLessThan(csv.indexOf(`${lead!.id},`));

    await page.goto("/admin/contacts");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("refuses the inbox and the export without a session", async ({ page, request }) => {
    const response = await request.get("/admin/contacts/export.csv");
    expect(response.status()).toBe(401);
    expect(await response.text()).toBe("Authentication required");

    await page.goto("/admin/contacts");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("resends a failed notification", async ({ page }) => {
    const name = `Resend ${tag()}`;
    const [lead] = await storeLeads([
      { name, notification: { status: "failed", lastError: "550 5.1.1 Mailbox unavailable" } },
    ]);
    await signIn(page);
    await page.goto("/admin/contacts");

    const card = submission(page, name);
    await expect(card.getByText("Failed: 550 5.1.1 Mailbox unavailable")).toBeVisible();
    await card.getByRole("button", { name: /^Resend/ }).click();
    await expect(toasts(page).getByText("Notification queued for resending")).toBeVisible();
    // Queued again: "Pending", or already "Sending" when the outbox claimed it before the page was drawn again.
    await expect(card.getByText(/^(Pending|Sending)$/)).toBeVisible();
    await expect(card.getByText(/^Failed/)).toHaveCount(0);

    // The e-mail goes out to the end-to-end mail server, and the inbox says so.
    await expect(async () => {
      await page.reload();
      await expect(submission(page, name).getByText("Sent", { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 40_000 });
    expect(receivedMail(lead!.email)).not.toEqual([]);
  });
});
