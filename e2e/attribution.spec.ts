import type { Page } from "@playwright/test";
import { contactFormText as t } from "@/content/contact-form";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, siteUrl, test } from "./fixtures";
import { siteData } from "./support/site-data/client";
import { sendFromOwnAddress, storedLeads, uniqueEmail, waitForFillTime } from "./support/leads";

/**
 * A visit's source, end to end (decision 200): a visitor lands with campaign tags, wanders,
 * sends a lead, and the admin sees where it came from on the lead's page and in "Sources".
 */

const contactForm = (page: Page) => page.getByRole("form", { name: t.heading });
const header = (page: Page) => page.getByRole("banner");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const created: number[] = [];
test.afterAll(async () => {
  await siteData().deleteLeads(created);
});

/** Fills the contact form and sends it once a person could have. */
async function sendContact(page: Page, email: string) {
  const shownAt = Date.now();
  const form = contactForm(page);
  await form.getByLabel(t.labels.name, { exact: true }).fill("Ana Souza");
  await form.getByLabel(t.labels.email, { exact: true }).fill(email);
  await form.getByLabel(t.labels.message, { exact: true }).fill("We would like more calls from homeowners in Sandy.");
  await waitForFillTime(shownAt);
  await form.getByRole("button", { name: t.submit }).click();
}

async function storedLead(email: string) {
  await expect.poll(async () => (await storedLeads(email)).length).toBe(1);
  const [lead] = await storedLeads(email);
  created.push(lead!.id);
  return lead!;
}

/** The lead's page shows its source, and "Sources" counts it under its source and campaign. */
async function expectSourceShown(page: Page, leadId: number, source: string, campaign: string, details: string[]) {
  await signIn(page);
  await page.goto(`/admin/contacts/${leadId}`);
  const section = page.getByRole("region", { name: "Source" });
  await expect(section).toContainText(source);
  for (const text of details) await expect(section).toContainText(text);

  await page.goto("/admin/sources?days=7");
  const row = (table: string, name: string) =>
    page
      .getByRole("region", { name: table })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name, exact: true }) });
  const [utmSource, medium] = source.split(" / ");
  await expect(row("By source and medium", utmSource!)).toContainText(`${medium}1`);
  await expect(row("By campaign", campaign)).toHaveText(`${campaign}1`);
}

test("with JavaScript, a visit that lands with campaign tags, wanders and sends a lead keeps its source", async ({
  page,
}) => {
  await sendFromOwnAddress(page);
  const tag = unique();
  const source = `newsletter-${tag}`;
  const campaign = `spring-${tag}`;
  const email = uniqueEmail("attribution-js");

  await page.goto(`/seo?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}&utm_content=hero&gclid=TeSt_1`, {
    referer: "https://mail.example.com/inbox",
  });
  await header(page).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // A full load in the middle of the visit starts nothing new: its referrer is this site.
  await page.reload();
  await header(page).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await header(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await sendContact(page, email);
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(t.successTitle);

  const lead = await storedLead(email);
  expect(lead).toMatchObject({
    landing_page: "/seo",
    referrer_host: "mail.example.com",
    utm_source: source,
    utm_medium: "email",
    utm_campaign: campaign,
    utm_term: null,
    utm_content: "hero",
    click_id_kind: "gclid",
    form_page: "/contact",
  });
  await expectSourceShown(page, lead.id, `${source} / email`, campaign, [
    "/seo",
    "mail.example.com",
    "Google Ads (gclid)",
    "/contact",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visit that lands with campaign tags and follows a link to the form keeps its source", async ({
    page,
    browser,
  }) => {
    await sendFromOwnAddress(page);
    const tag = unique();
    const source = `bing-${tag}`;
    const campaign = `plumbers-${tag}`;
    const email = uniqueEmail("attribution-nojs");

    await page.goto(`/ppc?utm_source=${source}&utm_medium=cpc&utm_campaign=${campaign}&msclkid=1`, {
      referer: "https://www.bing.com/",
    });
    await header(page).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await sendContact(page, email);
    await expect(contactForm(page).getByRole("status")).toContainText(t.successTitle);

    const lead = await storedLead(email);
    expect(lead).toMatchObject({
      landing_page: "/ppc",
      referrer_host: null,
      utm_source: source,
      utm_medium: "cpc",
      utm_campaign: campaign,
      click_id_kind: "msclkid",
      form_page: "/contact",
    });
    // The admin signs in with JavaScript, in a browser of their own.
    const admin = await browser.newContext({ javaScriptEnabled: true });
    await expectSourceShown(await admin.newPage(), lead.id, `${source} / cpc`, campaign, [
      "/ppc",
      "Microsoft Advertising (msclkid)",
    ]);
    await admin.close();
  });

  test("a visit that starts on the form with a forged, oversized tag keeps what is well formed, through an error", async ({
    page,
  }) => {
    await sendFromOwnAddress(page);
    const email = uniqueEmail("attribution-forged");
    await page.goto(`/contact?utm_source=${"x".repeat(3000)}&utm_medium=cpc&gclid=1`, {
      referer: "https://www.google.com/",
    });
    // A refused submission first: the page drawn again keeps the source the form carried, not
    // what its own request (a POST from this very page) would tell.
    await contactForm(page).getByRole("button", { name: t.submit }).click();
    await expect(contactForm(page).getByRole("alert")).toContainText("Name must be at least 2 characters");
    await sendContact(page, email);
    await expect(contactForm(page).getByRole("status")).toContainText(t.successTitle);
    expect(await storedLead(email)).toMatchObject({
      landing_page: "/contact",
      referrer_host: "www.google.com",
      utm_source: null,
      utm_medium: "cpc",
      click_id_kind: "gclid",
      form_page: "/contact",
    });
  });
});

test("a lead posted with forged source fields is stored with none of them, never refused", async ({ request }) => {
  const email = uniqueEmail("attribution-post");
  const response = await request.post("/api/contact", {
    headers: { origin: siteUrl(), "x-forwarded-for": "10.254.0.17" },
    data: {
      name: "Ana Souza",
      email,
      message: "We would like more calls from homeowners in Sandy.",
      source_landing_page: { $gt: "" },
      source_referrer_host: "javascript:alert(1)",
      source_utm_campaign: "c".repeat(20_000),
      source_click_id_kind: "gclid=Cj0KCQ",
      source_form_page: "https://evil.example/contact",
    },
  });
  expect(response.status()).toBe(201);
  expect(await storedLead(email)).toMatchObject({
    landing_page: null,
    referrer_host: null,
    utm_campaign: null,
    click_id_kind: null,
    form_page: null,
  });
});

test("Sources is usable by keyboard and has no serious accessibility violations", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Sources" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Last 90 days" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/sources\?days=90$/);
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: "Leads per day" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^sources-last-90-days-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await page.request.get("/admin/sources/export.csv?days=7")).text();
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    "report,source,medium,campaign,landing_page,views,leads,conversion_rate",
  );
});

test("the dashboard shows the top sources of the last 30 days", async ({ page }) => {
  await signIn(page);
  const top = page.getByRole("region", { name: "Top sources, last 30 days" });
  await expect(top).toBeVisible();
  await expect(top.getByRole("listitem").or(top.getByText("No leads in the last 30 days."))).not.toHaveCount(0);
  expect(await top.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  await top.getByRole("link", { name: "All sources" }).click();
  await expect(page).toHaveURL(/\/admin\/sources$/);
});
