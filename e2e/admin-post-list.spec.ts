import type { Page } from "@playwright/test";
import { builtInArticles } from "@/content/blog";
import { ADMIN, signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, siteUrl, test, uniqueToken } from "./support/blog-fixtures";
import { freePort } from "./support/free-port";
import { type TestSite, startTestSite } from "./support/test-site";

/**
 * The post list's filters and bulk actions, the categories and tags screen with the public
 * pages it manages, and the built-in articles offer (decisions 192, 193). Page loads are kept
 * few: each filter is one submit of the plain GET form, each action one submit of its form.
 */

const rows = (page: Page) => page.getByRole("table", { name: "Blog posts" }).locator("tbody tr");
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });
const status = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function filterBy(page: Page, field: "Author" | "Category" | "Tag" | "Status", option: string) {
  const form = page.getByRole("search", { name: "Filter posts" });
  for (const other of ["Author", "Category", "Tag", "Status"] as const)
    await form.getByLabel(other, { exact: true }).selectOption(other === field ? { label: option } : "");
  await form.getByRole("button", { name: "Filter" }).click();
}

test("filters by each field in the address, then publishes and re-files posts in bulk by keyboard", async ({
  page,
  request,
  insertPost,
}) => {
  test.slow();
  const token = uniqueToken("list");
  const category = `Filing ${token}`;
  const a = await insertPost({
    title: `Alpha ${token}`,
    status: "draft",
    author: "Emily Carter",
    category,
    tags: `Tag ${token}`,
  });
  const b = await insertPost({ title: `Bravo ${token}`, status: "draft" });
  const c = await insertPost({ title: `Charlie ${token}`, category });

  await signIn(page);
  await page.goto(`/admin/blogs?q=${token.toUpperCase()}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole("searchbox", { name: "Title" })).toHaveValue(token.toUpperCase());
  await expect(rowOf(page, a.title)).toContainText(`Tag ${token}`);
  expect(await seriousViolations(page)).toEqual([]);

  await filterBy(page, "Author", "Emily Carter");
  await expect(page).toHaveURL(/author=Emily\+Carter/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, a.title)).toBeVisible();

  await filterBy(page, "Category", category);
  await expect(page).toHaveURL(new RegExp(`category=Filing\\+${token}`));
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, b.title)).toHaveCount(0);

  await filterBy(page, "Tag", `Tag ${token}`);
  await expect(page).toHaveURL(new RegExp(`tag=tag-${token}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rowOf(page, a.title)).toBeVisible();

  await filterBy(page, "Status", "Draft");
  await expect(page).toHaveURL(new RegExp(`q=${token.toUpperCase()}&author=&category=&tag=&status=draft$`));
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, c.title)).toHaveCount(0);

  // Tick both drafts and publish them, by keyboard.
  for (const post of [a, b]) {
    await page.getByRole("checkbox", { name: `Select ${post.title}` }).focus();
    await page.keyboard.press("Space");
  }
  await page.getByRole("button", { name: "Publish", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(status(page, "2 posts published")).toBeVisible();
  // Back on the same filtered list, where no draft is left.
  await expect(page).toHaveURL(/status=draft/);
  await expect(rows(page)).toHaveCount(0);
  expect((await request.get(`${siteUrl()}/blog/${b.slug}`)).status()).toBe(200);

  await page.getByRole("navigation", { name: "Posts by status" }).getByRole("link", { name: /^All/ }).click();
  await expect(rows(page)).toHaveCount(3);
  for (const post of [a, b]) await page.getByRole("checkbox", { name: `Select ${post.title}` }).check();
  const bulk = page.getByRole("form", { name: "Bulk actions on the selected posts" });
  await bulk.getByLabel("Category", { exact: true }).fill(`Moved ${token}`);
  await bulk.getByRole("button", { name: "Change category" }).click();
  await expect(status(page, "2 posts moved to the chosen category")).toBeVisible();
  await expect(rowOf(page, a.title)).toContainText(`Moved ${token}`);
  await expect(rowOf(page, b.title)).toContainText(`Moved ${token}`);
  await expect(rowOf(page, c.title)).toContainText(category);

  // Delete asks first, on a page that names the posts.
  await page.getByRole("checkbox", { name: `Select ${c.title}` }).check();
  await bulk.getByRole("button", { name: "Delete…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delete 1 post?" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: c.title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete 1 post" }).click();
  await expect(status(page, "1 post deleted")).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  expect((await request.get(`${siteUrl()}/blog/${c.slug}`)).status()).toBe(404);
});

test("a category renamed and merged redirects its old page; a tag's description shows on its page", async ({
  page,
  request,
  insertPost,
}) => {
  test.slow();
  const token = uniqueToken("term");
  const post = await insertPost({ title: `Filed ${token}`, category: `Old ${token}`, tags: `Topic ${token}` });
  await insertPost({ title: `Target ${token}`, category: `Target ${token}` });

  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Categories & Tags" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categories and Tags" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: `Rename, merge or describe the category Old ${token}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Category: Old ${token}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Rename by keyboard.
  await page.getByLabel("New name").fill(`Renamed ${token}`);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(status(page, `Category renamed to Renamed ${token}: 1 post moved.`)).toBeVisible();
  const old = await request.get(`${siteUrl()}/blog/category/old-${token}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/category/renamed-${token}`);

  await page.goto(`/admin/blogs/taxonomy/category/renamed-${token}`);
  await page.getByLabel("Merge into", { exact: true }).selectOption({ label: `Target ${token} (1 post)` });
  await page.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(status(page, `Category merged into Target ${token}: 1 post moved.`)).toBeVisible();
  // The first address now leads, in one hop, to the category it was merged into.
  await page.goto(`/blog/category/old-${token}`);
  await expect(page).toHaveURL(new RegExp(`/blog/category/target-${token}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Target ${token}` })).toBeVisible();
  await expect(page.getByRole("link", { name: post.title }).first()).toBeVisible();

  const description = `Everything we wrote on topic ${token}, in one place.`;
  await page.goto(`/admin/blogs/taxonomy/tag/topic-${token}`);
  await page.getByLabel("Shown at the top of its public page").fill(description);
  await page.getByRole("button", { name: "Save description" }).click();
  await expect(status(page, `Description of Topic ${token} saved.`)).toBeVisible();
  await page.goto(`/blog/tag/topic-${token}`);
  await expect(page.getByRole("heading", { level: 1, name: `Topic ${token}` })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole("link", { name: post.title }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Topic ${token} articles`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl()}/blog/tag/topic-${token}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters and a bulk unpublish work as plain forms", async ({ page, insertPost }) => {
    const token = uniqueToken("nojs");
    const a = await insertPost({ title: `Plain one ${token}` });
    const b = await insertPost({ title: `Plain two ${token}` });
    await signIn(page);
    await page.goto(`/admin/blogs?q=${token}`);
    await filterBy(page, "Status", "Published");
    await expect(rows(page)).toHaveCount(2);
    // "Select all" needs scripts, so it is not offered without them; each post's own box is.
    await expect(page.getByRole("form", { name: "Bulk actions on the selected posts" })).toBeVisible();
    await expect(page.getByLabel("Select all on this page")).toHaveCount(0);
    await page.getByRole("checkbox", { name: `Select ${a.title}` }).check();
    await page.getByRole("checkbox", { name: `Select ${b.title}` }).check();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(status(page, "2 posts unpublished (now drafts)")).toBeVisible();
    await expect(page).toHaveURL(/status=published/);
    await expect(rows(page)).toHaveCount(0);
  });
});

test.describe("before the first post", () => {
  let site: TestSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // A database of its own: the offer is made only while the blog has no post at all.
    site = await startTestSite(await freePort(), {
      SITE_URL: process.env.E2E_BASE_URL!,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test("the new-post screen offers to keep the nine built-in articles, and importing keeps them on the blog", async ({
    page,
  }) => {
    const signedIn = await page.request.post(`${site!.url}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto(`${site!.url}/admin/blogs/new`);
    const offer = page.getByRole("region", { name: "Keep the nine built-in articles?" });
    await expect(offer).toContainText("Once you publish your first post, the blog lists only your own posts");
    expect(await seriousViolations(page)).toEqual([]);

    await offer.getByRole("button", { name: "Import the nine articles as posts" }).click();
    await expect(status(page, "9 built-in articles imported as posts")).toBeVisible();
    await expect(offer).toHaveCount(0);
    const stored = await Promise.all(builtInArticles.map((article) => site!.data.getPostBySlug(article.slug)));
    expect(stored.map((row) => row?.readTime)).toEqual(builtInArticles.map((article) => article.readTime));

    await page.goto(`${site!.url}/blog`);
    await expect(page.getByText("Showing 9 of 9 articles")).toBeVisible();
  });
});
