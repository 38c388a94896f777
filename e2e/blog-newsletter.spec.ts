import type { Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expect, siteData, test as base, uniqueToken } from "./support/blog-fixtures";
import { receivedMail, sendFromOwnAddress } from "./support/leads";
import { seriousViolations } from "./support/accessibility";

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

const CHECK_INBOX = "Almost done! Please check your inbox";
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
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX })).toBeVisible();
  expect(await subscribers(email)).toEqual([{ email, state: "unconfirmed" }]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still subscribes", async ({ page, newEmail }) => {
    const email = newEmail();
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(CHECK_INBOX)).toBeVisible();
    expect(await subscribers(email)).toEqual([{ email, state: "unconfirmed" }]);
  });
});

test("a bot that fills the hidden field is thanked and not stored", async ({ page, newEmail }) => {
  const email = newEmail();
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX })).toBeVisible();
  expect(await subscribers(email)).toEqual([]);
});

test("one connection may sign up five times an hour", async ({ page, newEmail }) => {
  // Six loads of the blog listing: 27 s on PostgreSQL and 30 s on SQLite in the whole run.
  test.slow();
  for (let i = 0; i < 6; i++) {
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).fill(newEmail());
    await page.getByRole("button", { name: "Subscribe" }).click();
    if (i < 5) await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX })).toBeVisible();
  }
  await expect(newsletter(page).getByRole("alert")).toHaveText(
    "Too many sign-ups from your connection. Please try again in an hour.",
  );
});

/** The confirmation e-mail to an address, once the outbox sent it: headers unfolded, body decoded. */
async function confirmationMail(email: string): Promise<string> {
  await expect.poll(() => receivedMail(`To: ${email}`).length, { timeout: 30_000 }).toBe(1);
  return receivedMail(`To: ${email}`)[0]!
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
}

/** A link of the e-mail, as the path and query the test site serves it at. */
function linkIn(mail: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w.%-]+)`).exec(mail);
  if (!match) throw new Error(`No ${path} link in the e-mail`);
  return match[1]!;
}

async function subscribe(page: Page, email: string) {
  await page.goto("/blog");
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: CHECK_INBOX })).toBeVisible();
}

test("double opt-in: the e-mailed link confirms by its button, the admin list shows it, the unsubscribe link ends it", async ({
  page,
  newEmail,
}) => {
  // Three axe scans and a sign-in.
  test.slow();
  const email = newEmail();
  await subscribe(page, email);

  const mail = await confirmationMail(email);
  const unsubscribeLink = linkIn(mail, "/newsletter/unsubscribe");
  expect(mail).toMatch(
    new RegExp(`^List-Unsubscribe: <https?://[^>]+${unsubscribeLink.replace(/[.?]/g, "\\$&")}>`, "m"),
  );
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

  // Opening the link changes nothing: a mail scanner following it confirms nothing.
  const confirmLink = linkIn(mail, "/newsletter/confirm");
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await subscribers(email)).toEqual([{ email, state: "unconfirmed" }]);
  expect(await seriousViolations(page)).toEqual([]);
  // By keyboard.
  await page.getByRole("button", { name: "Confirm" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
  expect(await subscribers(email)).toEqual([{ email, state: "confirmed" }]);

  // Used again: said plainly.
  await page.goto(confirmLink);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/already been used.*Nothing was changed/);

  await signIn(page);
  await page.goto("/admin/subscribers");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email, exact: true }) });
  await expect(row.getByRole("cell").first()).toHaveText("Confirmed");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await page.goto("/admin/subscribers");
  await expect(row.getByRole("cell").first()).toHaveText("Unsubscribed");
});

test("a mail program's one-click unsubscribe works without cookies; used or altered links change nothing", async ({
  page,
  newEmail,
  playwright,
}) => {
  const email = newEmail();
  await subscribe(page, email);
  const link = linkIn(await confirmationMail(email), "/newsletter/unsubscribe");

  // A fresh client: no cookies, no Origin, no JavaScript; the body RFC 8058 prescribes.
  const mailProgram = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const oneClick = (url: string) =>
    mailProgram.post(url, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect((await oneClick(link)).status()).toBe(303);
  expect(await subscribers(email)).toEqual([{ email, state: "unsubscribed" }]);
  expect((await oneClick(link)).status()).toBe(303);
  await mailProgram.dispose();

  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    `This address (${email}) is already unsubscribed. Nothing was changed.`,
  );
  await page.goto(link.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not valid.*Nothing was changed/);
  expect(await subscribers(email)).toEqual([{ email, state: "unsubscribed" }]);
});
