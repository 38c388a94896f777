import { expect, test } from "./fixtures";

// Records when the first of the page's script files is put into the document (the polyfills for
// browsers without modules are not fetched here).
function recordFirstScript() {
  new MutationObserver((mutations, observer) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src.includes("/_next/static/") && !node.noModule) {
          (window as unknown as { firstScriptAt: number }).firstScriptAt = performance.now();
          observer.disconnect();
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

for (const path of ["/", "/blog", "/contact"]) {
  test(`${path} paints and loads before its script files are even asked for`, async ({ page }) => {
    await page.addInitScript(recordFirstScript);
    await page.goto(path);
    const times = await page.evaluate(() => ({
      firstScript: (window as unknown as { firstScriptAt?: number }).firstScriptAt,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(times.firstPaint).toBeDefined();
    expect(times.firstScript).toBeGreaterThan(times.firstPaint!);
    expect(times.firstScript).toBeGreaterThanOrEqual(times.load);

    // Each file once: React finds the ones the page put in and adds none of its own.
    const sources = await page
      .locator("script[src]")
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).getAttribute("src")));
    expect(sources.length).toBeGreaterThan(3);
    expect(new Set(sources).size).toBe(sources.length);
    // And the page works: the header's menu opens.
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });
}

test.describe("before the scripts run", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("links work: a click loads the next page", async ({ page }) => {
    // The scripts never arrive, as on a connection that drops them.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
