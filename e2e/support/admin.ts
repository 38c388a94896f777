import { type BrowserContext, expect, type Page } from "@playwright/test";

/** The account the end-to-end server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@resgatar.test", password: "e2e admin passphrase" } as const;

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The token of the browser's admin session, as the session table holds it. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error("The browser has no session cookie: sign in first");
  return decodeURIComponent(cookie.value).split(".")[0]!;
}
