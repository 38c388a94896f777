import type { Page } from "@playwright/test";
import { seededPeople } from "@/content/people";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { field, fillContent, fillPost } from "./support/blog-editor";
import { expect, siteData, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test.describe.configure({ mode: "serial" });

/** The list's row of a person, found by their name in the row's header cell. */
const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

test("an owner adds a writer, gives them a post, and visitors see their author page with it", async ({
  page,
  browser,
}) => {
  // Five accessibility scans, a post saved through the editor, a dozen page loads.
  test.slow();
  const token = uniqueToken();
  const name = `Writer ${token}`;
  const id = `writer-${token}`;
  const title = `Spring leads for lawn care ${token}`;
  const slug = `spring-leads-${token}`;
  try {
    await signIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    for (const person of seededPeople) await expect(rowOf(page, person.name)).toBeVisible();
    await expect(rowOf(page, "Rafael Moreira")).toContainText("About page (founder)");
    await expect(rowOf(page, "Emily Carter")).toContainText("Blog author");
    expect(await seriousViolations(page)).toEqual([]);

    // A refused save: each message beside its field, and nothing typed is lost.
    await page.getByRole("link", { name: "New Person" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New Person" })).toBeVisible();
    const input = (label: string) => page.getByLabel(label, { exact: true });
    await input("Name").fill("A");
    await input("Role").fill("Content Writer");
    await input("Photo").fill("https://example.com/face.jpg");
    await input("Links").fill("http://insecure.example.com");
    await page.getByRole("button", { name: "Add Person" }).click();
    await expect(input("Name")).toHaveAccessibleDescription("Name is required");
    await expect(input("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(input("Name")).toBeFocused();
    await expect(input("Photo")).toHaveAccessibleDescription(/Photo must be an uploaded image/);
    await expect(input("Links")).toHaveAccessibleDescription(/Links: at most 8, one https:\/\/ address a line/);
    await expect(input("Role")).toHaveValue("Content Writer");
    await expect(input("Photo")).toHaveValue("https://example.com/face.jpg");
    expect(await seriousViolations(page)).toEqual([]);

    await input("Name").fill(name);
    await input("Photo").fill("");
    await input("Links").fill("https://www.linkedin.com/in/writer-example");
    await input("Short bio").fill("Writes the how-to guides our clients hand to their own customers.");
    await input("Email").fill(`${token}@example.test`);
    await fillContent(page, "Ten years in **local news** before marketing.", "Long bio");
    await expect(page.getByRole("checkbox", { name: /Writes for the blog/ })).toBeChecked();
    await page.getByRole("button", { name: "Add Person" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Person added." })).toBeVisible();

    // By keyboard: "Move up" keeps the focus, so Enter moves the new row again.
    const rows = page.getByRole("row");
    const last = (await rows.count()) - 1;
    await expect(rows.nth(last)).toContainText(name);
    const moveUp = page.getByRole("button", { name: `Move ${name} up`, exact: true });
    await moveUp.focus();
    for (const place of [last - 1, last - 2]) {
      await expect(moveUp).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(rows.nth(place)).toContainText(name);
    }
    await expect(page.getByRole("status").filter({ hasText: "Person moved up." })).toBeVisible();

    // The post editor offers them as an author.
    await page.goto("/admin/blogs/new");
    await fillPost(page, { title, slug });
    await field(page, "Author").selectOption(name);
    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);

    // A visitor, without the admin's session.
    const visitor = await browser.newContext({ baseURL: siteUrl() });
    try {
      const reader = await visitor.newPage();
      await reader.goto(`/blog/${slug}`);
      await reader.getByRole("article").getByRole("link", { name }).first().click();
      await expect(reader).toHaveURL(new RegExp(`/author/${id}$`));
      await expect(reader.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(reader.getByText("Content Writer", { exact: true })).toBeVisible();
      await expect(reader.getByText("Writes the how-to guides our clients hand to their own customers.")).toBeVisible();
      await expect(reader.locator("strong", { hasText: "local news" })).toBeVisible();
      await expect(reader.getByRole("link", { name: "linkedin.com" })).toHaveAttribute(
        "href",
        "https://www.linkedin.com/in/writer-example",
      );
      // The address is the admin's: not in the page, nor in what the page hands its scripts.
      expect(await reader.content()).not.toContain(`${token}@example.test`);
      const articles = reader.getByRole("region", { name: `Articles by ${name}` });
      await expect(articles.getByRole("article").filter({ hasText: title })).toBeVisible();
      expect(await seriousViolations(reader)).toEqual([]);

      // Deleting them asks who takes the post over; it moves with the deletion.
      await page.goto("/admin/people");
      await page.getByRole("link", { name: `Delete ${name}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}?` })).toBeVisible();
      const successor = page.getByLabel("Who takes over their 1 post");
      await expect(successor).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await successor.selectOption("Emily Carter");
      await page.getByRole("button", { name: "Delete person" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Person deleted." })).toBeVisible();
      await expect(rowOf(page, name)).toHaveCount(0);

      expect((await reader.goto(`/author/${id}`))?.status()).toBe(404);
      await reader.goto(`/blog/${slug}`);
      await expect(reader.getByRole("complementary", { name: "Written by" })).toContainText("Emily Carter");
    } finally {
      await visitor.close();
    }
  } finally {
    await siteData().deletePostsBySlug([slug]);
    await siteData().deletePeople([name]);
  }
});

test("a team member without posts has no author page; today's author addresses stay", async ({ request }) => {
  expect((await request.get("/author/hannah-lindqvist")).status()).toBe(404);
  for (const person of seededPeople.filter((p) => p.writer)) {
    expect((await request.get(`/author/${person.id}`)).status(), person.id).toBe(200);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused person comes back with the messages and what was typed; the delete form asks plainly", async ({
    page,
  }) => {
    const name = uniqueToken("Plain ");
    try {
      await signIn(page);
      await page.goto("/admin/people/new");
      const input = (label: string) => page.getByLabel(label, { exact: true });
      await input("Name").fill(name);
      await input("Email").fill("not an address");
      await input("Short bio").fill("Kept across a refused save.");
      await page.getByRole("button", { name: "Add Person" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." }),
      ).toBeVisible();
      await expect(input("Email")).toHaveAccessibleDescription(/Email must be an address like name@example.com/);
      await expect(input("Name")).toHaveValue(name);
      await expect(input("Short bio")).toHaveValue("Kept across a refused save.");

      await input("Email").fill("");
      await page.getByRole("button", { name: "Add Person" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Person added." })).toBeVisible();
      await page.getByRole("link", { name: `Delete ${name}`, exact: true }).click();
      await page.getByRole("button", { name: "Delete person" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Person deleted." })).toBeVisible();
      await expect(rowOf(page, name)).toHaveCount(0);
    } finally {
      await siteData().deletePeople([name]);
    }
  });
});
