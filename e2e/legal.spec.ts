import { site } from "@/content/site";
import { cookiePolicy } from "@/content/legal/cookie-policy";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { termsOfService } from "@/content/legal/terms-of-service";
import { expect, test } from "./fixtures";

const today = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "America/Denver",
}).format(new Date());

// The end-to-end server keeps LEAD_RETENTION_DAYS at its default.
for (const document of [privacyPolicy({ leadRetentionDays: 730, agency: site }), termsOfService, cookiePolicy]) {
  test(`${document.path} shows the policy, last updated today`, async ({ page }) => {
    await page.goto(document.path);
    await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    for (const section of document.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    }
  });
}

test("the terms state the notice periods and the liability cap", async ({ page }) => {
  await page.goto("/terms-of-service");
  const main = page.getByRole("main");
  await expect(main).toContainText("We may change our prices by giving you at least 30 days' written notice");
  await expect(main).toContainText(
    "Either party may end an ongoing service at any time by giving the other at least 30 days' written notice",
  );
  await expect(main).toContainText("limited to the fees you paid us in the 12 months before the event");
});

test("the privacy policy covers children under 13", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText("not directed to children under the age of 13");
});

test("the privacy policy states how long leads and page views are kept", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText(
    "We keep what you send through our contact and audit forms, with how you found us, for two years (730 days), then delete it automatically",
  );
  await expect(page.getByRole("main")).toContainText("Daily counts of page views are kept for 90 days");
});

test("the contents list jumps to a section", async ({ page }) => {
  await page.goto("/cookie-policy");
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Analytics cookies" }).click();
  await expect(page).toHaveURL(/#analytics-cookies$/);
  await expect(page.getByRole("heading", { level: 2, name: "Analytics cookies" })).toBeInViewport();
});
