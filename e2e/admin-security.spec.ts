import type { Browser, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { totpCode } from "../tests/support/totp";
import { expect, test } from "./fixtures";
import { siteData } from "./support/site-data/client";
import { seriousViolations } from "./support/accessibility";

// An account of this file's own: two-factor on the shared admin would stop every other spec's sign-in.
const ACCOUNT = {
  email: `security-${randomBytes(4).toString("hex")}@resgatar.test`,
  password: "violet tram orbit lantern",
};
const FAR_FROM_NOW = 20; // periods of 30 s: a code no app shows now

// The steps build on each other: enrolment, then sign-ins with its codes, then turning it off.
test.describe.configure({ mode: "serial" });

let secret = "";
let backupCodes: string[] = [];

test.beforeAll(async () => {
  await siteData().createAdmin(ACCOUNT.email, ACCOUNT.password);
});

test.afterAll(async () => {
  await siteData().deleteAdmin(ACCOUNT.email);
});

async function enterPassword(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ACCOUNT.email);
  await page.getByLabel("Password").fill(ACCOUNT.password);
  await page.getByLabel("Password").press("Enter");
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByLabel("Code").press("Enter");
}

/** A browser of its own, coming from `address` (the e2e server believes the loopback proxy). */
async function newBrowser(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return { context, page: await context.newPage() };
}

test("enrols with a code computed from the secret on the page, and shows ten backup codes", async ({ page }) => {
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Security" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  const password = page.getByLabel("Password");
  await password.fill("not my password");
  await password.press("Enter");
  await expect(page.getByText("That password is not right.")).toBeVisible();
  await password.fill(ACCOUNT.password);
  await password.press("Enter");

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const code = page.getByLabel("Code from the app");
  await code.fill(totpCode(secret, FAR_FROM_NOW));
  await code.press("Enter");
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await code.fill(totpCode(secret));
  await code.press("Enter");

  const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  backupCodes = (await codes.allTextContents()).map((text) => text.trim());
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toContainText("Two-factor sign-in is on:");
});

test("signs in with the password then a code, and refuses a wrong or reused code", async ({ page }) => {
  test.slow(); // an axe scan of the code step
  await enterPassword(page);
  await enterCode(page, totpCode(secret, FAR_FROM_NOW));
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await seriousViolations(page)).toEqual([]);
  // The next period's code, which apps accept already: the enrolment used this period's.
  const code = totpCode(secret, 1);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await enterPassword(page);
  await enterCode(page, code);
  await expect(
    page.getByText("That code was already used. Wait for the next code in your authenticator app."),
  ).toBeVisible();
});

test("signs in with a backup code once; the same code is then refused", async ({ browser }) => {
  const { context, page } = await newBrowser(browser, "192.0.2.31");
  await enterPassword(page);
  await enterCode(page, backupCodes[0]!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  await enterPassword(page);
  await enterCode(page, backupCodes[0]!);
  await expect(page.getByText("That backup code is not right or has already been used.")).toBeVisible();
  await context.close();
});

test("lists the sessions and signs out another one, then everywhere else", async ({ page, browser }) => {
  const other = await newBrowser(browser, "192.0.2.77");
  // Backup codes from here on: an app code opens one session per 90 seconds.
  await enterPassword(other.page);
  await enterCode(other.page, backupCodes[1]!);
  await expect(other.page).toHaveURL(/\/admin$/);

  await enterPassword(page);
  await enterCode(page, backupCodes[2]!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/security");
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions.filter({ hasText: "This browser" })).toHaveCount(1);
  const theOther = sessions.filter({ hasText: "192.0.2.77" });
  await expect(theOther).toContainText("Chrome on Linux");
  await theOther.getByRole("button", { name: /^Sign out/ }).click();
  await expect(sessions.filter({ hasText: "192.0.2.77" })).toHaveCount(0);

  await other.page.goto("/admin");
  await expect(other.page).toHaveURL(/\/login$/);
  await other.context.close();

  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText("This browser");
});

test("/admin/security has no serious accessibility violations, on or off", async ({ page }) => {
  // Two axe scans: each takes seconds.
  test.slow();
  await enterPassword(page);
  await enterCode(page, backupCodes[3]!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/security");
  expect(await seriousViolations(page)).toEqual([]);

  // Turning it off asks for the password; then the page offers the set-up, scanned too.
  const turnOff = page.getByRole("button", { name: "Turn off two-factor sign-in" });
  const password = page.locator("form").filter({ has: turnOff }).getByLabel("Password");
  await password.fill(ACCOUNT.password);
  await password.press("Enter");
  await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toContainText("Two-factor sign-in is off.");
  await page.getByLabel("Password").fill(ACCOUNT.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("shows an IPv4 client's address as IPv4, in the sessions and the audit log", async ({ browser }) => {
  // How a dual-stack server sees an IPv4 client; two-factor is off again after the test above.
  const { context, page } = await newBrowser(browser, "::ffff:192.0.2.78");
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/security");
  const session = page
    .getByRole("region", { name: "Sessions" })
    .getByRole("listitem")
    .filter({ hasText: "This browser" });
  await expect(session.locator("dd").last()).toHaveText("192.0.2.78");
  const log = page.getByRole("region", { name: "Audit log entries" });
  const signedIn = log.getByRole("row").filter({ hasText: "Signed in" }).filter({ hasText: "192.0.2.78" });
  await expect(signedIn.first().getByRole("cell").last()).toHaveText("192.0.2.78");
  await expect(page.getByText("::ffff:")).toHaveCount(0);
  await context.close();
});

test("five wrong passwords on the page, and the sixth, right one, is refused too", async ({ browser }) => {
  const { context, page } = await newBrowser(browser, "192.0.2.79");
  await enterPassword(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/security");
  const password = page.getByLabel("Password");
  const setUp = page.getByRole("button", { name: "Set up two-factor sign-in" });
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong guess number ${i}`);
    await setUp.click();
    await expect(page.getByText("That password is not right.")).toBeVisible();
    await expect(setUp).toBeEnabled();
  }
  await password.fill(ACCOUNT.password);
  await setUp.click();
  await expect(page.getByText("Too many password attempts. Please try again in 15 minutes.")).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);
  await context.close();
});
