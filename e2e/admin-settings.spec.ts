import type { Page } from "@playwright/test";
import sharp from "sharp";
import { site } from "@/content/site";
import { expect, test } from "./fixtures";
import { ADMIN } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { freePort } from "./support/free-port";
import { type TestSite, startTestSite } from "./support/test-site";

/**
 * The settings screen (decision 194): what the owner saves shows at once on the pages, in the
 * structured data and on the contact page, and a wrong field is refused beside itself. On a site
 * and database of its own, since a new phone number would show on every page of the shared one.
 */

const NEW_PHONE = { display: "(385) 555-0199", href: "tel:+13855550199", e164: "+13855550199" };
const UNDIALLABLE = "This number cannot be dialled: enter 10 digits, such as (801) 555-0134, or + and the country code";
const WRONG_HOST = "The LinkedIn address must be on linkedin.com";

let server: TestSite;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTestSite(await freePort(), {
    // The shared server's SITE_URL keeps the build current; this server only listens elsewhere.
    SITE_URL: process.env.E2E_BASE_URL!,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const open = (page: Page, pathname: string) => page.goto(`${server.url}${pathname}`);

async function signIn(page: Page) {
  const signedIn = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.status()).toBe(200);
}

async function openSettings(page: Page) {
  await signIn(page);
  await open(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

const phoneField = (page: Page) => page.getByLabel("Phone", { exact: true });

async function agencyData(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const agency = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  return agency.find((data) => data["@type"] === "ProfessionalService")!;
}

test("an owner changes the phone number by keyboard; the footer, the contact page and the structured data show it", async ({
  page,
}) => {
  // A fresh install shows today's number.
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);

  await signIn(page);
  await open(page, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(phoneField(page)).toHaveValue(site.phone.display);
  expect(await seriousViolations(page)).toEqual([]);

  await phoneField(page).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(NEW_PHONE.display);
  // Enter in a field sends the form, as the button would.
  await page.keyboard.press("Enter");
  const saved = page.getByRole("status").filter({ hasText: "Settings saved. Every page shows them now." });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
  await expect(phoneField(page)).toHaveValue(NEW_PHONE.display);

  await open(page, "/");
  await expect(footer.getByRole("link", { name: NEW_PHONE.display })).toHaveAttribute("href", NEW_PHONE.href);
  await expect(footer).not.toContainText(site.phone.display);
  expect(await agencyData(page)).toMatchObject({ telephone: NEW_PHONE.e164, email: site.supportEmail });

  await open(page, "/contact");
  const details = page.getByRole("region", { name: "Contact details" });
  await expect(details.getByRole("link", { name: NEW_PHONE.display })).toHaveAttribute("href", NEW_PHONE.href);
  expect(await agencyData(page)).toMatchObject({ telephone: NEW_PHONE.e164 });

  // The change is in the audit log.
  await open(page, "/admin/security");
  await expect(page.getByRole("row").filter({ hasText: "Site settings changed" }).first()).toContainText("Phone");
});

test("a number that cannot be dialled and a profile on the wrong host are refused beside their fields, as typed", async ({
  page,
}) => {
  await openSettings(page);
  await phoneField(page).fill("555-01");
  await page.getByLabel("LinkedIn profile", { exact: true }).fill("https://www.facebook.com/resgatar");
  await page.getByRole("button", { name: "Save settings" }).click();

  await expect(phoneField(page)).toHaveAccessibleDescription(new RegExp(UNDIALLABLE.replace(/[()+]/g, "\\$&")));
  await expect(phoneField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(phoneField(page)).toBeFocused();
  await expect(phoneField(page)).toHaveValue("555-01");
  await expect(page.getByLabel("LinkedIn profile", { exact: true })).toHaveAccessibleDescription(WRONG_HOST);
  await expect(page.getByLabel("LinkedIn profile", { exact: true })).toHaveValue("https://www.facebook.com/resgatar");
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing was saved: the site still shows the last good number.
  await open(page, "/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE.display })).toBeVisible();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test("an owner chooses a logo, a default social image and a new name: the header, the previews, the structured data and the feed follow", async ({
  page,
}) => {
  await openSettings(page);
  await page
    .getByLabel("Upload image for Logo")
    .setInputFiles({ name: "mark.png", mimeType: "image/png", buffer: await png(96, 64) });
  await expect(page.getByLabel("Logo", { exact: true })).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  const logo = await page.getByLabel("Logo", { exact: true }).inputValue();
  await page
    .getByLabel("Upload image for Default social image")
    .setInputFiles({ name: "card.png", mimeType: "image/png", buffer: await png(1200, 630) });
  await expect(page.getByLabel("Default social image", { exact: true })).toHaveValue(/^\/uploads\/[\w-]+\.png$/);
  const card = await page.getByLabel("Default social image", { exact: true }).inputValue();
  await page.getByLabel("Agency name", { exact: true }).fill("Canyon Marketing");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  await open(page, "/services");
  const mark = page
    .getByRole("banner")
    .getByRole("link", { name: /Canyon Marketing/ })
    .locator("img");
  await expect(mark).toHaveAttribute("src", logo);
  await expect(mark).toHaveJSProperty("complete", true);
  expect(await mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(meta(page, "og:site_name")).toHaveAttribute("content", "Canyon Marketing");
  await expect(meta(page, "og:image")).toHaveAttribute("content", new RegExp(`${card}$`));
  await expect(meta(page, "og:image:width")).toHaveAttribute("content", "1200");
  expect(await agencyData(page)).toMatchObject({
    name: "Canyon Marketing",
    logo: expect.stringMatching(new RegExp(`${logo}$`)),
    image: expect.stringMatching(new RegExp(`${card}$`)),
  });

  const feed = await page.request.get(`${server.url}/blog/rss.xml`);
  expect(await feed.text()).toContain("<title>Canyon Marketing Blog</title>");

  // The media library lists the settings among the images' uses, and will not delete them.
  await open(page, "/admin/media");
  const logoEntry = page.getByRole("article", { name: logo.split("/").at(-1)! });
  await expect(logoEntry.getByRole("link", { name: "Site settings" })).toHaveAttribute("href", "/admin/settings");
  await expect(logoEntry).toContainText("(logo)");

  // Emptied, the fields bring back the drawn lifebuoy and card.
  await open(page, "/admin/settings");
  await page.getByLabel("Logo", { exact: true }).fill("");
  await page.getByLabel("Default social image", { exact: true }).fill("");
  await page.getByLabel("Agency name", { exact: true }).fill(site.name);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await open(page, "/services");
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
  await expect(meta(page, "og:image")).toHaveAttribute("content", /\/opengraph-image$/);
  await expect(meta(page, "og:site_name")).toHaveAttribute("content", site.name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a wrong field with its message and what was typed, then saves a good one", async ({
    page,
  }) => {
    await openSettings(page);
    await phoneField(page).fill("call us");
    await page.getByLabel("City or town", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save settings" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." })).toBeVisible();
    await expect(phoneField(page)).toHaveValue("call us");
    await expect(phoneField(page)).toHaveAccessibleDescription(new RegExp(UNDIALLABLE.replace(/[()+]/g, "\\$&")));
    await expect(page.getByLabel("City or town", { exact: true })).toHaveAccessibleDescription(
      "Enter the city or town",
    );

    await phoneField(page).fill(site.phone.display);
    await page.getByLabel("City or town", { exact: true }).fill(site.address.locality);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

    await open(page, "/contact");
    await expect(
      page.getByRole("region", { name: "Contact details" }).getByRole("link", { name: site.phone.display }),
    ).toHaveAttribute("href", site.phone.href);
  });
});
