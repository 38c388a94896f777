import type { Page } from "@playwright/test";
import sharp from "sharp";
import { caseStudySeed as seed } from "@/server/db/migrations/2026_12_07_000200_case_studies";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test.describe.configure({ mode: "serial" });

// The case study published here is dated before the seeded three, so it is listed after them
// (marketing-interactive.spec.ts times the seeded cards' entrance), and featured on /it-support
// only, a page no other test reads for its content. It stays: each run has a fresh database.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The formatted editors, in the form's order, show their markdown source for these tests to type in. */
const RICH_TEXT = ["Overview", "Client goals", "Challenges", "Approach", "Outcome"] as const;
async function fillRichText(page: Page, label: (typeof RICH_TEXT)[number], markdown: string) {
  const toggle = page.getByRole("button", { name: "Markdown", exact: true }).nth(RICH_TEXT.indexOf(label));
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await field(page, label).fill(markdown);
}

const rowOf = (page: Page, title: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

test("an owner publishes a fourth case study with a cover and results, and visitors see it", async ({
  page,
  browser,
  request,
}) => {
  // Three accessibility scans, an upload and a dozen page loads.
  test.slow();
  const token = uniqueToken("");
  const client = `Canyon Dental ${token}`;
  const title = `${client}: twice the new patients`;
  const slug = `canyon-dental-${token}-twice-the-new-patients`;

  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Case Studies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  for (const study of seed) await expect(rowOf(page, study.title)).toContainText("Published");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New Case Study" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Case Study" })).toBeVisible();

  // A refusal: each message beside its field, the first one focused, nothing typed lost.
  await field(page, "Title").fill("Tiny");
  await field(page, "Results").fill("+212% organic calls");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(field(page, "Title")).toHaveAccessibleDescription("Title must be at least 5 characters");
  await expect(field(page, "Title")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Title")).toBeFocused();
  await expect(field(page, "Results")).toHaveAccessibleDescription(
    /Line 1: write the figure, a bar and what it measures/,
  );
  await expect(field(page, "Cover image")).toHaveAccessibleDescription("Cover image is required");
  await expect(field(page, "Results")).toHaveValue("+212% organic calls");
  expect(await seriousViolations(page)).toEqual([]);

  await field(page, "Title").fill(title);
  await expect(field(page, "Slug")).toHaveValue(slug);
  await field(page, "Client").fill(client);
  await field(page, "Industry").fill("Healthcare");
  await field(page, "Tags").fill("Local SEO, Healthcare");
  await field(page, "Summary").fill("Local search and a faster booking page doubled new patient calls in a year.");
  await field(page, "Results").fill("+212% | Organic calls\n2x | New patients");
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload image")
    .first()
    .setInputFiles({ name: "dental.png", mimeType: "image/png", buffer: png });
  await expect(field(page, "Cover image")).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  await field(page, "Cover alt text").fill("The practice's new booking page on a phone");
  await fillRichText(page, "Overview", "Canyon Dental is a family practice in Sandy.\n\nIts phones were quiet.");
  await fillRichText(page, "Outcome", "## What changed\n\n- Twice the new patients\n- A full calendar in winter");
  await field(page, "Services").fill("search | Local SEO | Service pages and a review campaign");
  await page.getByRole("checkbox", { name: "Hosting & IT Support" }).check();
  await field(page, "Status").selectOption({ label: "Published" });
  // Older than the seeded three: listed after them.
  await field(page, "Publish date").fill("2025-06-02T09:30");
  await page.getByRole("button", { name: "Publish Case Study" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Case study saved." })).toBeVisible();
  await expect(rowOf(page, title)).toContainText("Published");
  await expect(rowOf(page, title)).toContainText("Hosting & IT Support");

  // A visitor, without the admin's session.
  const visitor = await browser.newContext({ baseURL: siteUrl() });
  try {
    const list = await visitor.newPage();
    await list.goto("/case-studies");
    const cards = list.getByRole("region", { name: "Featured case studies" }).locator("ul").first().locator("> li");
    const card = cards.filter({ has: list.getByRole("heading", { name: title }) });
    await expect(card.getByRole("img", { name: "The practice's new booking page on a phone" })).toBeVisible();
    await expect(card.getByRole("list", { name: "Results" }).getByRole("listitem")).toHaveText([
      "+212% Organic calls",
      "2x New patients",
    ]);
    await expect(cards.last()).toContainText(title);
    await card.getByRole("link", { name: "Read Full Case Study" }).click();
    await expect(list).toHaveURL(new RegExp(`/case-studies/${slug}$`));
    await expect(list.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const results = list.getByRole("region", { name: "Key results" });
    await expect(results.getByText("+212%", { exact: true })).toBeVisible();
    await expect(results.getByText("Organic calls", { exact: true })).toBeVisible();
    await expect(list.getByRole("region", { name: "What changed" }).getByRole("listitem")).toHaveText([
      "Twice the new patients",
      "A full calendar in winter",
    ]);
    await expect(list.getByRole("img", { name: "The practice's new booking page on a phone" })).toBeVisible();

    // Featured where the owner chose, and in the sitemap.
    await list.goto("/it-support");
    await expect(
      list.getByRole("region", { name: "Results we are proud of" }).getByRole("heading", { name: title }),
    ).toBeVisible();
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${siteUrl()}/case-studies/${slug}<`);

    // The page cache stores the list with it (other tests' writes renew stored pages: ask again).
    let stored = await request.get("/case-studies");
    await expect
      .poll(async () => {
        stored = await request.get("/case-studies");
        return stored.headers()["x-page-cache"];
      })
      .toBe("hit");
    expect(await stored.text()).toContain(title);

    // A new address: the old one answers with a permanent redirect to it.
    await rowOf(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Case Study" })).toBeVisible();
    await expect(field(page, "Results")).toHaveValue("+212% | Organic calls\n2x | New patients");
    await field(page, "Slug").fill(`${slug}-sandy`);
    await page.getByRole("button", { name: "Update Case Study" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Case study updated." })).toBeVisible();
    const moved = await request.get(`/case-studies/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/case-studies/${slug}-sandy`);
    await list.goto(`/case-studies/${slug}-sandy`);
    await expect(list.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("a draft is previewed by the admin only, then deleted, all by keyboard", async ({ page, request }) => {
  test.slow();
  const token = uniqueToken("");
  const title = `Draft story ${token}`;
  const slug = `draft-story-${token}`;
  await signIn(page);
  await page.goto("/admin/case-studies");
  // From the list's "New Case Study" by keyboard.
  const create = page.getByRole("link", { name: "New Case Study" });
  await create.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "New Case Study" })).toBeVisible();
  await field(page, "Title").focus();
  await page.keyboard.type(title);
  for (const [label, text] of [
    ["Client", "Draft Client"],
    ["Industry", "Education"],
    ["Summary", "A story still being written, long enough for the card."],
    ["Cover image", "/images/case-studies/mld/cover.svg"],
    ["Cover alt text", "A brand board with a monogram"],
  ] as const) {
    await field(page, label).focus();
    await page.keyboard.type(text);
  }
  await fillRichText(page, "Overview", "A paragraph about the client, long enough to pass.");
  // Enter in a one-line field sends the form, as a keyboard user would.
  await field(page, "Client").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Case study saved." })).toBeVisible();
  await expect(rowOf(page, title)).toContainText("Draft");

  // Visitors get the stored "not found"; the admin gets the preview, kept out of search engines.
  expect((await request.get(`/case-studies/${slug}`)).status()).toBe(404);
  await page.goto(`/case-studies/${slug}`);
  await expect(page.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  await page.goto("/admin/case-studies");
  const remove = page.getByRole("link", { name: `Delete ${title}`, exact: true });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `Delete the case study “${title}”?` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete case study" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Case study deleted." })).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);
  // Gone for the admin too: no preview of a deleted one.
  expect((await page.request.get(`/case-studies/${slug}`)).status()).toBe(404);
});
