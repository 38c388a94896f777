import { expect, type Page } from "@playwright/test";

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
