import { expect, noonOf, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test.describe("an article", () => {
  test("shows a built-in article in full", async ({ page, expectAccessible }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog/where-to-host-a-website");
    const title = "Where to Host a Website: Hosting Options and What They Cost";
    await expect(page).toHaveTitle(`${title} | Resgatar Marketing Blog`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const article = page.getByRole("article");
    await expect(article.getByText("Web Hosting", { exact: true })).toBeVisible();
    await expect(article.getByText("August 6, 2025")).toBeVisible();
    await expect(article.getByText("8 min read")).toBeVisible();
    await expect(article.getByRole("img", { name: `Cover illustration for "${title}"` })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "Shared hosting" })).toBeVisible();
    await expect(article.getByText("Entry plans: about $3-10 per month.")).toBeVisible();
    await expect(article.getByRole("link", { name: "Marcos Silva" }).first()).toHaveAttribute(
      "href",
      "/author/marcos-silva",
    );
    const writtenBy = page.getByRole("complementary", { name: "Written by" });
    await expect(writtenBy.getByText("Digital Marketing Strategist")).toBeVisible();
    const portrait = writtenBy.getByRole("img", { name: "Marcos Silva" });
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const services = page.getByRole("region", { name: "Our Services" });
    await expect(services.getByRole("link", { name: /SEO Services/ })).toHaveAttribute("href", "/seo");
    await expect(services.getByRole("link", { name: /PPC Advertising/ })).toHaveAttribute("href", "/ppc");
    await expect(services.getByRole("link", { name: /Content Strategy/ })).toHaveAttribute("href", "/content-strategy");

    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goBack();
    await expectAccessible(page);
  });

  test("describes itself to search engines and link previews", async ({ page, request }) => {
    await page.goto("/blog/seo-best-practices-guide");
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    const excerpt =
      "How search engines decide who ranks, and the technical, on-page, local and content work that gets a small business found, explained step by step without the jargon.";
    expect(await meta('meta[name="description"]')).toBe(excerpt);
    expect(await meta('meta[property="og:type"]')).toBe("article");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${siteUrl()}/blog/seo-best-practices-guide`,
    );
    const image = await meta('meta[property="og:image"]');
    expect(image).toBe(`${siteUrl()}/blog/seo-best-practices-guide/card.png`);
    const card = await request.get(image!.replace(siteUrl(), ""));
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(data.find((d) => d["@type"] === "BlogPosting")).toMatchObject({
      headline: "SEO Best Practices: A Complete Guide for Local Businesses",
      datePublished: "2025-01-10",
      author: { name: "Marcos Silva" },
    });
    expect(
      data.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement.map((i: { name: string }) => i.name),
    ).toEqual(["Home", "Blog", "SEO Best Practices: A Complete Guide for Local Businesses"]);
  });

  test("renders the body safely: the allowed markdown, new-tab links and no script", async ({ page, insertPost }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      return dialog.dismiss();
    });
    const post = await insertPost({
      content: [
        "## Section heading",
        "Some **bold** text and [a link](https://example.com/guide).",
        "- first item\n- second item",
        '<script>alert("x")</script>',
        '<img src="x" onerror="alert(1)">',
        "[do not click](javascript:alert(1))",
      ].join("\n\n"),
    });
    await page.goto(`/blog/${post.slug}`);
    const body = page.getByRole("article");
    await expect(body.getByRole("heading", { level: 2, name: "Section heading" })).toBeVisible();
    await expect(body.locator("strong", { hasText: "bold" })).toBeVisible();
    const link = body.getByRole("link", { name: "a link" });
    await expect(link).toHaveAttribute("href", "https://example.com/guide");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(body.locator("ul li")).toHaveText(["first item", "second item"]);
    await expect(body.locator("script, img[onerror]")).toHaveCount(0);
    await expect(body.getByText("do not click")).not.toHaveAttribute("href", /javascript/);
    expect(dialogs).toBe(0);
  });

  test("lists up to three related articles of its category", async ({ page, insertPost }) => {
    const category = `Related ${uniqueToken()}`;
    const main = await insertPost({ category, title: `Main ${category}`, published_at: noonOf("2025-06-01") });
    for (let day = 2; day <= 5; day++) {
      await insertPost({ category, title: `Related ${day} ${category}`, published_at: noonOf(`2025-06-0${day}`) });
    }
    await page.goto(`/blog/${main.slug}`);
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("article")).toHaveCount(3);
    await expect(related.getByRole("heading", { level: 3 })).toHaveText([
      `Related 5 ${category}`,
      `Related 4 ${category}`,
      `Related 3 ${category}`,
    ]);
    await expect(related.getByText(main.title)).toHaveCount(0);
    const excerpt = related.getByRole("article").first().getByText(main.excerpt);
    expect(await excerpt.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("2");
    await related.getByRole("link", { name: `Read More: Related 4 ${category}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Related 4 ${category}` })).toBeVisible();
  });
});

test.describe("addresses that are not articles", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown slug answers 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    expect((await page.request.get("/blog/no-such-article-here/card.png")).status()).toBe(404);
  });

  test("the old real-estate article address redirects permanently to its page", async ({ request }) => {
    const response = await request.get("/blog/utah-real-estate-marketing", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/utah-real-estate-marketing");
  });
});
