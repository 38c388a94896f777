import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test.describe.configure({ mode: "serial" });

const rowOf = (page: import("@playwright/test").Page, from: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: from, exact: true }) });

test("renaming a post in the admin sends its old address to the new one", async ({ page, request, insertPost }) => {
  const post = await insertPost();
  const newSlug = `${post.slug}-renamed`;
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page.getByLabel("Slug").fill(newSlug);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post updated successfully" })).toBeVisible();

  const plain = await request.get(`${siteUrl()}/blog/${post.slug}`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`/blog/${newSlug}`);
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();

  await page.goto("/admin/redirects");
  const row = rowOf(page, `/blog/${post.slug}`);
  await expect(row).toContainText(`/blog/${newSlug}`);
  await expect(row).toContainText("Automatic");
  await row.getByRole("button", { name: `Delete redirect from /blog/${post.slug}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Redirect deleted." })).toBeVisible();
});

test("a manual redirect from an old-site address is added, followed and deleted by keyboard", async ({ page }) => {
  // Two accessibility scans and four page loads: 24 s on SQLite and 34 s on PostgreSQL in the whole run.
  test.slow();
  const from = `/old-site/${uniqueToken("page")}.html`;
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("From", { exact: true }).fill("old-page");
  await page.getByLabel("To", { exact: true }).fill("http://example.com/");
  await page.getByRole("button", { name: "Add Redirect" }).click();
  await expect(page.getByText("From must be a path of this site, starting with /")).toBeVisible();
  await expect(page.getByText("To must use https://, not http://")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("old-page");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("http://example.com/");
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("From", { exact: true }).fill(from);
  await page.getByLabel("To", { exact: true }).fill("/services");
  await page.getByLabel("To", { exact: true }).press("Tab");
  await expect(page.getByRole("button", { name: "Add Redirect" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Redirect added.")).toBeVisible();
  await expect(rowOf(page, from)).toContainText("Manual");

  await page.goto(from);
  await expect(page).toHaveURL(/\/services$/);

  await page.goto("/admin/redirects");
  await rowOf(page, from)
    .getByRole("button", { name: `Delete redirect from ${from}` })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Redirect deleted." })).toBeVisible();
  await expect(rowOf(page, from)).toHaveCount(0);
});

test("a missing address shows in the 404 log, and its Redirect fills From", async ({ page, request }) => {
  const missing = `/old-site/${uniqueToken("missing")}`;
  expect((await request.get(`${missing}?email=someone@example.com`)).status()).toBe(404);
  await signIn(page);
  await page.goto("/admin/redirects");
  const log = page.getByRole("region", { name: "404 log" });
  await expect(log.getByRole("cell", { name: missing, exact: true })).toBeVisible();
  await expect(log).not.toContainText("someone@example.com");
  expect(await seriousViolations(page)).toEqual([]);
  await log.getByRole("link", { name: `Redirect ${missing}` }).click();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(missing);
  await page.getByLabel("To", { exact: true }).fill("/services");
  await page.getByRole("button", { name: "Add Redirect" }).click();
  await expect(page.getByText("Redirect added.")).toBeVisible();
  await expect(log.getByRole("cell", { name: missing, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: `Delete redirect from ${missing}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Redirect deleted." })).toBeVisible();
});
