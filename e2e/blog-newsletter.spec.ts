import type { Page } from "@playwright/test";
import { expect, queryDatabase, runOnDatabase, test, uniqueToken } from "./support/blog-fixtures";

// One visitor's address makes every sign-up here: the tests share its hourly limit, so they run
// one after another and start from a clean count.
test.describe.configure({ mode: "serial" });

const newsletter = (page: Page) => page.getByRole("region", { name: "Get new articles in your inbox" });
const subscribers = (email: string) =>
  queryDatabase<{ email: string }>("select email from newsletter_subscribers where email = ?", email);

test.beforeEach(() => runOnDatabase("delete from rate_limits where key like 'newsletter:%'"));
test.afterAll(() => {
  runOnDatabase("delete from newsletter_subscribers where email like 'e2e%@example.com'");
  runOnDatabase("delete from rate_limits where key like 'newsletter:%'");
});

test("a visitor subscribes, after fixing a mistyped address", async ({ page }) => {
  const email = `${uniqueToken()}@example.com`;
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
  expect(subscribers(email)).toEqual([{ email }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still subscribes", async ({ page }) => {
    const email = `${uniqueToken()}@example.com`;
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    expect(subscribers(email)).toEqual([{ email }]);
  });
});

test("a bot that fills the hidden field is thanked and not stored", async ({ page }) => {
  const email = `${uniqueToken()}@example.com`;
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks for subscribing!" })).toBeVisible();
  expect(subscribers(email)).toEqual([]);
});

test("one connection may sign up five times an hour", async ({ page }) => {
  for (let i = 0; i < 6; i++) {
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(`${uniqueToken()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    if (i < 5) await expect(page.getByRole("status").filter({ hasText: "Thanks for subscribing!" })).toBeVisible();
  }
  await expect(newsletter(page).getByRole("alert")).toHaveText(
    "Too many sign-ups from your connection. Please try again in an hour.",
  );
});
