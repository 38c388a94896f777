import type { Page } from "@playwright/test";
import { ADMIN, sessionToken, signIn } from "./support/admin";
import { expect, test } from "./fixtures";
import { siteData } from "./support/site-data/client";
import { seriousViolations } from "./support/accessibility";

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("admin sign-in", () => {
  test("shows the login screen and its validation messages", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByText(/contact the site administrator/)).toBeVisible();
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await fillLogin(page, "not-an-address", "12345");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("refuses a wrong password, then lets the right one in", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, ADMIN.email, "a wrong password");
    const alert = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(alert).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);

    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole("status")).toContainText("Logged in successfully");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText(/^Welcome back/)).toBeVisible();
  });

  test("an unknown account reads exactly like a wrong password", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, "nobody@resgatar.test", "a wrong password");
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Invalid email or password");
  });

  test("sends a signed-in visitor from /login to /admin and shows Admin Dashboard in the footer", async ({ page }) => {
    await signIn(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Admin Dashboard" });
    await expect(footerLink).toHaveAttribute("href", "/admin");
  });

  test("keeps /admin pages behind the sign-in", async ({ page }) => {
    for (const path of [
      "/admin",
      "/admin/blogs",
      "/admin/blogs/new",
      "/admin/blogs/edit/1",
      "/admin/contacts",
      "/admin/sources",
      "/admin/security",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("shows an error handed over in the address", async ({ page }) => {
    await page.goto("/login#error=access_denied&error_description=Email+link+is+invalid+or+has+expired");
    await expect(page.getByRole("alert").filter({ hasText: "Authentication Error" })).toContainText(
      "Email link is invalid or has expired",
    );
    await expect(page.locator("main").getByRole("alert")).toHaveText("Email link is invalid or has expired");
  });

  test("never shows text written into the address by someone else", async ({ page }) => {
    const injected = "Your account is locked. Call 1-800-555-0199 to unlock it";
    // An unknown code shows nothing at all, neither its description nor the code itself.
    await page.goto(`/login#error=account_locked&error_description=${encodeURIComponent(injected)}`);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByText(/1-800-555-0199|account_locked/)).toHaveCount(0);
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "Authentication Error" })).toHaveCount(0);

    // A known code shows its own sentence, never the description that came with it.
    await page.goto(`/login#error=access_denied&error_description=${encodeURIComponent(injected)}`);
    await expect(page.locator("main").getByRole("alert")).toHaveText("Email link is invalid or has expired");
    await expect(page.getByRole("alert").filter({ hasText: "Authentication Error" })).toContainText(
      "Email link is invalid or has expired",
    );
    await expect(page.getByText(/1-800-555-0199/)).toHaveCount(0);
  });

  test("Logout ends the session and returns to the home page", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an open admin page goes to /login once its session ends", async ({ page, context }) => {
    await signIn(page);
    const token = await sessionToken(context);
    expect(await siteData().findSession(token)).not.toBeNull();
    await siteData().deleteSession(token);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an open admin page checking its session does not keep the session alive", async ({ page, context }) => {
    await signIn(page);
    const token = await sessionToken(context);
    // As if the admin had left the tab alone for eleven hours: one hour of the idle timeout is left.
    const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await siteData().updateSession(token, { expiresAt });
    const checked = page.waitForResponse((r) => r.url().includes("/api/auth/get-session"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(await (await checked).json()).toMatchObject({ session: { token } });
    expect(await siteData().findSession(token)).toMatchObject({ expiresAt });
  });

  test("an open admin page goes to /login once its session is more than seven days old", async ({ page, context }) => {
    await signIn(page);
    const token = await sessionToken(context);
    // In daily use for seven days less three seconds, its expiry due to slide on the next page.
    const createdAt = new Date(Date.now() - 7 * 24 * 60 * 60_000 + 3_000).toISOString();
    const expiresAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await siteData().updateSession(token, { createdAt, expiresAt });
    await page.reload();
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(page).toHaveURL(/\/login$/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect(await siteData().findSession(token)).toBeNull();
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
    await signIn(page);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  test("a burst of wrong passwords meets the rate limit", async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.250.250.250" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await context.request.post("/api/auth/sign-in/email", {
        data: { email: "target-of-a-burst@resgatar.test", password: `guess number ${i}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    await page.goto("/login");
    await fillLogin(page, "target-of-a-burst@resgatar.test", "one more guess");
    await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText("Too many sign-in attempts");
  });
});

// One test a screen: axe takes seconds a page, and five pages in one test outgrew its time limit.
for (const path of ["/login", "/admin", "/admin/blogs", "/admin/blogs/new", "/admin/contacts", "/admin/sources"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    if (path !== "/login") await signIn(page);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
