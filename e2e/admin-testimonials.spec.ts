import type { Page } from "@playwright/test";
import { testimonials as seed } from "@/content/testimonials";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test.describe.configure({ mode: "serial" });

// The home page's own test counts its five-star reviews and reads the first one's services: the
// testimonials added here have no rating and no services, and are deleted at the end.

const REVIEWS = "What Utah business owners say about working with us";

/** The list's row of a testimonial, found by its name in the row's header cell. */
const rowOf = (page: Page, person: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: person, exact: true }) });

/** "Delete" on the list, then on its confirmation page; `scan` checks that page's accessibility. */
async function deleteTestimonial(page: Page, person: string, { scan }: { scan: boolean }) {
  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: `Delete ${person}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete the testimonial from ${person}?` })).toBeVisible();
  if (scan) expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete testimonial" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Testimonial deleted." })).toBeVisible();
  await expect(rowOf(page, person)).toHaveCount(0);
}

test("an owner adds a testimonial to the home page, moves it first by keyboard and sees it there", async ({
  page,
  browser,
  request,
}) => {
  // Four accessibility scans and a dozen page loads.
  test.slow();
  const person = uniqueToken("Client ");
  const quote = `Our phones ring every morning now, and we know which ads made them ring (${person}).`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Testimonials" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  for (const t of seed) await expect(rowOf(page, `${t.author}, ${t.company}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New Testimonial" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Testimonial" })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Quote").fill("Too short");
  await field("Name").fill(person);
  await field("Photo").fill("https://example.com/face.jpg");
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(field("Quote")).toHaveAccessibleDescription("Quote must be at least 20 characters");
  await expect(field("Quote")).toHaveAttribute("aria-invalid", "true");
  await expect(field("Quote")).toBeFocused();
  await expect(field("Photo")).toHaveAccessibleDescription(
    /Photo must be an uploaded image: choose one with Upload Image or Browse Images/,
  );
  await expect(field("Quote")).toHaveValue("Too short");
  await expect(field("Name")).toHaveValue(person);
  await expect(field("Photo")).toHaveValue("https://example.com/face.jpg");
  expect(await seriousViolations(page)).toEqual([]);

  await field("Quote").fill(quote);
  await field("Photo").fill("");
  await field("Rating").selectOption({ label: "No rating" });
  await page.getByRole("checkbox", { name: "Home page" }).check();
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Testimonial added." })).toBeVisible();

  // It comes last; "Move up" keeps the focus, so Enter moves it again, until it is first.
  const rows = page.getByRole("row");
  const last = (await rows.count()) - 1;
  await expect(rows.nth(last)).toContainText(person);
  const moveUp = page.getByRole("button", { name: `Move ${person} up`, exact: true });
  await moveUp.focus();
  for (let place = last - 1; place >= 1; place -= 1) {
    await expect(moveUp).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(rows.nth(place)).toContainText(person);
  }
  await expect(moveUp).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Testimonial moved up." })).toBeVisible();

  await page.getByRole("link", { name: `Edit ${person}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Testimonial" })).toBeVisible();
  await expect(field("Quote")).toHaveValue(quote);
  await expect(page.getByRole("checkbox", { name: "Home page" })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor, without the admin's session, gets the home page from the page cache.
  const visitor = await browser.newContext({ baseURL: siteUrl() });
  try {
    const home = await visitor.newPage();
    await home.goto("/");
    const reviews = home.getByRole("region", { name: REVIEWS });
    await expect(reviews.locator("figure").first()).toContainText(quote);
    await expect(reviews.locator("figure").first()).toContainText(person);
    await expect(reviews.locator("figure").nth(1)).toContainText(seed[0]!.author);
    // The page cache stores the home page with it (other tests' writes renew stored pages: ask again).
    let stored = await request.get("/");
    await expect
      .poll(async () => {
        stored = await request.get("/");
        return stored.headers()["x-page-cache"];
      })
      .toBe("hit");
    expect(await stored.text()).toContain(person);

    await deleteTestimonial(page, person, { scan: true });
    await home.reload();
    await expect(reviews.locator("figure").first()).toContainText(seed[0]!.author);
    await expect(reviews).not.toContainText(person);
  } finally {
    await visitor.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused testimonial comes back with its messages and what was typed; moving and deleting are plain forms", async ({
    page,
  }) => {
    const person = uniqueToken("Plain ");
    await signIn(page);
    await page.goto("/admin/testimonials/new");
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Quote").fill("Short");
    await field("Name").fill(person);
    await field("Services").fill("SEO");
    await page.getByRole("checkbox", { name: "Case study: MLD" }).check();
    await page.getByRole("button", { name: "Add Testimonial" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." })).toBeVisible();
    await expect(field("Quote")).toHaveAccessibleDescription("Quote must be at least 20 characters");
    await expect(field("Quote")).toHaveValue("Short");
    await expect(field("Name")).toHaveValue(person);
    await expect(field("Services")).toHaveValue("SEO");
    await expect(page.getByRole("checkbox", { name: "Case study: MLD" })).toBeChecked();

    await field("Quote").fill("A plain form took this testimonial, and a plain form will delete it.");
    await field("Rating").selectOption({ label: "No rating" });
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Testimonial added." })).toBeVisible();
    const rows = page.getByRole("row");
    const last = (await rows.count()) - 1;
    await expect(rows.nth(last)).toContainText(person);
    await expect(rows.nth(last)).toContainText("Case study: MLD");

    await page.getByRole("button", { name: `Move ${person} up`, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Testimonial moved up." })).toBeVisible();
    await expect(rows.nth(last - 1)).toContainText(person);
    await page.getByRole("button", { name: `Move ${person} down`, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Testimonial moved down." })).toBeVisible();
    await expect(rows.nth(last)).toContainText(person);

    await deleteTestimonial(page, person, { scan: false });
  });
});
