import { formatLongDate } from "@/lib/dates";
import { expect, test, uniqueToken } from "./support/blog-fixtures";

test.describe("an author's page", () => {
  test("shows the author and their articles", async ({ page, insertPost, expectAccessible }) => {
    const post = await insertPost({ author: "Marcos Silva", title: `By Marcos ${uniqueToken()}` });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/author/marcos-silva");
    await expect(page).toHaveTitle("Marcos Silva, Digital Marketing Strategist | Resgatar Marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Marcos Silva" })).toBeVisible();
    await expect(page.getByText("Digital Marketing Strategist", { exact: true })).toBeVisible();
    await expect(page.getByText(/plans the campaigns behind our clients' growth/)).toBeVisible();
    const portrait = page.getByRole("img", { name: "Marcos Silva" });
    await expect(portrait).toHaveAttribute("src", /marcos-silva\.svg/);
    // A lazy image does not hold the page's load event: wait for it to arrive.
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const articles = page.getByRole("region", { name: "Articles by Marcos Silva" });
    const card = articles.getByRole("article").filter({ hasText: post.title });
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.getByText(formatLongDate(post.published_at))).toBeVisible();
    await expect(card.getByText(post.readTime)).toBeVisible();
    await expect(card.getByText(post.excerpt)).toBeVisible();
    await expectAccessible(page);
    await card.getByRole("link", { name: `Read More: ${post.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });

  test("is reached from an article's byline, and shows the placeholder for other authors", async ({
    page,
    insertPost,
  }) => {
    const post = await insertPost({ author: "Emily Carter" });
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("article").getByRole("link", { name: "Emily Carter" }).first().click();
    await expect(page).toHaveURL(/\/author\/emily-carter$/);
    await expect(page.getByText("SEO Specialist", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Emily Carter" })).toHaveAttribute("src", /placeholder\.svg/);
  });

  test("says when an author has no articles yet", async ({ page }) => {
    await page.goto("/author/jordan-reyes");
    await expect(page.getByRole("heading", { level: 1, name: "Jordan Reyes" })).toBeVisible();
    await expect(page.getByText("Social Media Manager", { exact: true })).toBeVisible();
    await expect(page.getByText("Jordan Reyes has no published articles yet.")).toBeVisible();
    await page.getByRole("link", { name: "Browse all posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("knows the team byline", async ({ page }) => {
    await page.goto("/author/resgatar-team");
    await expect(page.getByRole("heading", { level: 1, name: "Resgatar Team" })).toBeVisible();
    await expect(page.getByText("Digital Marketing Experts", { exact: true })).toBeVisible();
  });
});

test.describe("an author's page when things go wrong", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("shows the author's initials when the picture cannot load", async ({ page }) => {
    await page.route("**/images/authors/marcos-silva.svg", (route) => route.fulfill({ status: 404 }));
    await page.goto("/author/marcos-silva");
    await expect(page.getByRole("img", { name: "Marcos Silva" })).toHaveText("MS");
  });

  test("an unknown author answers 404 with the Author Not Found screen", async ({ page }) => {
    const response = await page.goto("/author/no-such-person");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Author Not Found" })).toBeVisible();
    await expect(page.getByText("We couldn't find the author you're looking for.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
