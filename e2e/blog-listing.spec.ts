import { expect, noonOf, test, uniqueToken } from "./support/blog-fixtures";

test.describe("the blog listing", () => {
  test("shows the listing's sections, controls and texts", async ({ page, insertPost, expectAccessible }) => {
    // Two articles at least, whatever other tests store: one featured, one in the grid.
    await insertPost();
    await insertPost();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog");
    await expect(page).toHaveTitle("Digital Marketing Blog | Resgatar Marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Digital Marketing Blog" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Article" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Articles" })).toBeVisible();

    const filters = page.getByRole("search", { name: "Search and filter articles" });
    await expect(filters.getByRole("searchbox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "Search articles...",
    );
    const categories = filters.getByRole("combobox", { name: "Category" });
    await expect(categories.locator("option").first()).toHaveText("All Categories");
    expect(await categories.locator("option").count()).toBeGreaterThan(1);
    await expect(filters.getByRole("combobox", { name: "Sort" }).locator("option")).toHaveText([
      "Sort by Date",
      "Sort by Title",
      "Sort by Category",
    ]);
    await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ articles$/)).toBeVisible();

    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "placeholder",
      "Enter your email address",
    );
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Content that earns trust" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );
    await expectAccessible(page);
  });

  test("searches, filters and sorts in place, with the filters in the address", async ({ page, insertPost }) => {
    const token = uniqueToken();
    const category = `Category ${token}`;
    await insertPost({ title: `Charlie ${token}`, category, published_at: noonOf("2025-03-01") });
    await insertPost({ title: `Alpha ${token}`, category, published_at: noonOf("2025-01-01") });
    await insertPost({ title: `Bravo ${token}`, category: "SEO", published_at: noonOf("2025-02-01") });

    await page.goto("/blog");
    const titles = page.locator("#articles article h3");
    await page.getByRole("searchbox", { name: "Search" }).fill(token.toUpperCase());
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${token.toUpperCase()}$`));
    await expect(
      page.getByText(new RegExp(`^Showing 3 of [\\d,]+ articles for "${token.toUpperCase()}"$`)),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Article" })).toHaveCount(0);
    await expect(titles).toHaveText([`Charlie ${token}`, `Bravo ${token}`, `Alpha ${token}`]);

    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await expect(page).toHaveURL(/category=Category\+/);
    await expect(
      page.getByText(new RegExp(`^Showing 2 of [\\d,]+ articles for "${token.toUpperCase()}" in ${category}$`)),
    ).toBeVisible();
    await expect(titles).toHaveText([`Charlie ${token}`, `Alpha ${token}`]);

    await page.getByRole("combobox", { name: "Sort" }).selectOption("Sort by Title");
    await expect(page).toHaveURL(/sort=title/);
    await expect(titles).toHaveText([`Alpha ${token}`, `Charlie ${token}`]);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=title/);
    await expect(titles).toHaveText([`Charlie ${token}`, `Alpha ${token}`]);
    await expect(page.getByRole("combobox", { name: "Sort" })).toHaveValue("date");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(category);
  });

  test("explains an empty result and clears the filters", async ({ page }) => {
    await page.goto("/blog?search=zqxw-nothing-matches");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText('No articles match your search for "zqxw-nothing-matches"')).toBeVisible();
    await expect(page.getByText(/^Showing 0 of [\d,]+ articles for "zqxw-nothing-matches"$/)).toBeVisible();
    await page.getByRole("link", { name: "Clear filters and try again" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Featured Article" })).toBeVisible();

    await page.goto("/blog?category=Podcasts");
    await expect(page.getByText("No articles found in the Podcasts category")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Podcasts");
  });

  test("pages after 24 articles and keeps the counts right", async ({ page, insertPost }) => {
    const category = `Paged ${uniqueToken()}`;
    for (let day = 1; day <= 30; day++)
      await insertPost({
        title: `Paged post ${day}`,
        category,
        published_at: noonOf(`2025-05-${String(day).padStart(2, "0")}`),
      });

    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(page.getByText(new RegExp(`^Showing 30 of [\\d,]+ articles in ${category}$`))).toBeVisible();
    const cards = page.locator("#articles article");
    await expect(cards).toHaveCount(24);
    await expect(cards.first().locator("h3")).toHaveText("Paged post 30");
    const pager = page.getByRole("navigation", { name: "Pages of articles" });
    await expect(pager.getByText("Page 1 of 2")).toBeVisible();

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2#articles$/);
    await expect(cards).toHaveCount(6);
    await expect(cards.last().locator("h3")).toHaveText("Paged post 1");
    await expect(pager.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByText(new RegExp(`^Showing 30 of [\\d,]+ articles in ${category}$`))).toBeVisible();

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(cards).toHaveCount(24);

    await page.goto(`/blog?category=${encodeURIComponent(category)}&page=9`);
    await expect(page).toHaveURL(/page=2$/);
  });

  test("lays the cards out in 1, 2 or 3 columns", async ({ page, insertPost }) => {
    const category = `Grid ${uniqueToken()}`;
    for (let i = 0; i < 4; i++) await insertPost({ category });
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/blog?category=${encodeURIComponent(category)}`);
      const lefts = await page
        .locator("#articles article")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      return new Set(lefts).size;
    };
    expect(await columns(400)).toBe(1);
    expect(await columns(800)).toBe(2);
    expect(await columns(1280)).toBe(3);
  });

  // Skipping off-screen cards' rendering (content-visibility: auto) would start the page faster,
  // but Chromium then leaves them out of its accessibility tree: a screen reader listing
  // headings or links would not find them (docs/benchmarks.md, 2026-11-27).
  test("gives screen readers every card and the footer, however far down the page", async ({ page, insertPost }) => {
    const category = `Far down ${uniqueToken()}`;
    const titles: string[] = [];
    for (let i = 0; i < 10; i++)
      titles.push((await insertPost({ title: `Far card ${i} ${uniqueToken()}`, category })).title);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(page.locator("#articles article h3")).toHaveCount(10);

    // What Chromium's accessibility tree, the one screen readers read, holds under a selector.
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const exposed = async (selector: string, role: string) => {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId, role });
      return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value));
    };
    expect(await exposed("#articles", "heading")).toEqual(expect.arrayContaining(titles));
    expect(await exposed("#articles", "link")).toEqual(
      expect.arrayContaining(titles.map((title) => `Read More: ${title}`)),
    );
    expect(await exposed("footer", "link")).toHaveLength(await page.locator("footer a").count());
  });

  test("brings the cards in 100 ms apart, and not at all under reduced motion", async ({ page, insertPost }) => {
    const category = `Motion ${uniqueToken()}`;
    for (let i = 0; i < 3; i++) await insertPost({ category });
    const animation = (index: number) =>
      page
        .locator("#articles article")
        .nth(index)
        .evaluate((card) => ({
          name: getComputedStyle(card).animationName,
          delay: getComputedStyle(card).animationDelay,
        }));

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    expect(await animation(0)).toMatchObject({ delay: "0s" });
    expect(await animation(2)).toMatchObject({ delay: "0.2s" });
    expect((await animation(2)).name).not.toBe("none");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect((await animation(2)).name).toBe("none");
  });

  test("shows a spinner while an article loads", async ({ page, insertPost }) => {
    const post = await insertPost({ title: `Slow to arrive ${uniqueToken()}` });
    await page.goto(`/blog?search=${encodeURIComponent(post.title)}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/blog/${post.slug}?_rsc=*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("#articles").getByRole("link", { name: post.title, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  });
});

test.describe("the blog listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches, filters, sorts and pages through plain links and forms", async ({ page, insertPost }) => {
    const token = uniqueToken();
    const category = `NoJS ${token}`;
    for (let i = 1; i <= 26; i++) await insertPost({ title: `Item ${String(i).padStart(2, "0")} ${token}`, category });

    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search" }).fill(token);
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await page.getByRole("combobox", { name: "Sort" }).selectOption("Sort by Title");
    await page.getByRole("button", { name: "Search" }).click();

    await expect(page).toHaveURL(/search=.+&category=.+&sort=title/);
    await expect(
      page.getByText(new RegExp(`^Showing 26 of [\\d,]+ articles for "${token}" in ${category}$`)),
    ).toBeVisible();
    await expect(page.locator("#articles article h3").first()).toHaveText(`Item 01 ${token}`);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.locator("#articles article h3")).toHaveText([`Item 25 ${token}`, `Item 26 ${token}`]);
  });
});
