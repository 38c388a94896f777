import { type BrowserContext, expect, type Page } from "@playwright/test";

/** The account the end-to-end server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@resgatar.test", password: "e2e admin passphrase" } as const;

/**
 * Signs the page's browser in and opens the dashboard. It posts to the sign-in endpoint that the
 * login form's action calls, which sets the same cookies, without loading the form first: the
 * form itself is tested in admin-auth.spec.ts.
 */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status(), "the sign-in endpoint's answer").toBe(200);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
}

/** The token of the browser's admin session, as the session table holds it. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error("The browser has no session cookie: sign in first");
  return decodeURIComponent(cookie.value).split(".")[0]!;
}
