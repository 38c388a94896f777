import type { Page } from "@playwright/test";
import { expect, siteData, test as base, uniqueToken } from "./support/blog-fixtures";
import { sendFromOwnAddress } from "./support/leads";

interface NewsletterFixtures {
  /** A new address for each sign-up; the test's subscribers are removed when it ends. */
  newEmail: () => string;
}

// Each test signs up from an address of its own, so that it starts from a clean hourly count,
// and forgets that count when it ends.
const test = base.extend<NewsletterFixtures>({
  newEmail: async ({ page }, provide) => {
    const address = await sendFromOwnAddress(page);
    const emails: string[] = [];
    await provide(() => {
      const email = `${uniqueToken()}@example.com`;
      emails.push(email);
      return email;
    });
    await siteData().deleteSubscribers(emails);
    await siteData().resetRateLimit(`newsletter:${address}`);
  },
});

const newsletter = (page: Page) => page.getByRole("region", { name: "Get new articles in your inbox" });
const subscribers = (email: string) => siteData().subscribersByEmail(email);

test("a visitor subscribes, after fixing a mistyped address", async ({ page, newEmail }) => {
  const email = newEmail();
  await page.goto("/blog");
  const input = page.getByRole("textbox", { name: "Email address" });
  await input.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter(page).getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(input).toHaveValue("not-an-address");
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for subscribing!" })).toBeVisible();
  expect(await subscribers(email)).toEqual([{ email }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still subscribes", async ({ page, newEmail }) => {
    const email = newEmail();
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    expect(await subscribers(email)).toEqual([{ email }]);
  });
});

test("a bot that fills the hidden field is thanked and not stored", async ({ page, newEmail }) => {
  const email = newEmail();
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for subscribing!" })).toBeVisible();
  expect(await subscribers(email)).toEqual([]);
});

test("one connection may sign up five times an hour", async ({ page, newEmail }) => {
  // Six page loads and sign-ups.
  test.setTimeout(60_000);
  for (let i = 0; i < 6; i++) {
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await page.getByRole("button", { name: "Subscribe" }).click();
    if (i < 5) await expect(page.getByRole("status").filter({ hasText: "Thanks for subscribing!" })).toBeVisible();
  }
  await expect(newsletter(page).getByRole("alert")).toHaveText(
    "Too many sign-ups from your connection. Please try again in an hour.",
  );
});
