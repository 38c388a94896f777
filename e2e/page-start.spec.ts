import type { Page, Request } from "@playwright/test";
import { contactFormText } from "@/content/contact-form";
import { COMPILE_HINT } from "../scripts/lib/compile-hints";
import { expect, test } from "./fixtures";

// What a public page does while it starts, beyond painting (decision 240): the main thread is the
// visitor's, so nothing runs then that the visitor has not asked for.

const isRouterPrefetch = (request: Request) => request.headers()["next-router-prefetch"] !== undefined;
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Every page the client router asks for ahead of a navigation, in order. */
function recordPrefetches(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (isRouterPrefetch(request)) asked.push(pathOf(request));
  });
  return asked;
}

const prefetchOf = (page: Page, path: string) =>
  page.waitForRequest((request) => isRouterPrefetch(request) && pathOf(request) === path);

test("a page asks for another page only once a visitor reaches for its link", async ({ page }) => {
  const asked = recordPrefetches(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked, "pages asked for while nobody reached for a link").toEqual([]);

  const nav = page.getByRole("navigation", { name: "Main" });
  const contact = prefetchOf(page, "/contact");
  await nav.getByRole("link", { name: "Contact" }).hover();
  await contact;
  const about = prefetchOf(page, "/about");
  await nav.getByRole("link", { name: "About" }).focus();
  await about;
  await page.waitForLoadState("networkidle");
  expect(new Set(asked)).toEqual(new Set(["/contact", "/about"]));
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a finger on a link asks for its page", async ({ page }) => {
    const asked = recordPrefetches(page);
    await page.goto("/services");
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    const link = page.getByRole("main").locator('a[href^="/"]').first();
    const path = (await link.getAttribute("href"))!;
    const prefetched = prefetchOf(page, path);
    await link.tap();
    await prefetched;
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});

// Building the first date or number formatter costs a browser tens of milliseconds of its main
// thread, four times that on the phone Lighthouse imitates; the server formats every date and count.
for (const path of ["/", "/services", "/blog", "/contact"]) {
  test(`${path} builds no date or number formatter while it starts`, async ({ page }) => {
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { formattersBuilt: built });
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "Collator"] as const) {
        const original = Intl[name];
        Object.defineProperty(Intl, name, {
          value: new Proxy(original, {
            construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
            apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
          }),
        });
      }
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // The scripts ran: the page's controls are React's (the fixture waited for that).
    expect(await page.locator("script[src*='/_next/static/']").count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as { formattersBuilt: string[] }).formattersBuilt)).toEqual([]);
  });
}

// Chromium compiles a script that carries V8's compile hint on the thread that downloads it, so
// the framework's start does not compile its functions one by one on the main thread (decision 270).
test("the scripts a page starts with are compiled as they download, the form's own checks fetched later are not", async ({
  page,
  request,
}) => {
  const isScriptFile = (url: string) => url.includes("/_next/static/") && new URL(url).pathname.endsWith(".js");
  await page.goto("/contact");
  const startup = await page
    .locator("script[src*='/_next/static/']:not([nomodule])")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(startup.length).toBeGreaterThan(3);
  for (const src of startup) {
    expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(true);
  }

  // Reaching the form fetches its checks: their own file, and the validation library, which other
  // pages start with and which is marked as theirs.
  const fetchedLater: Promise<string | undefined>[] = [];
  page.on("response", (response) => {
    // A body still on its way when the test ends and the page closes is not needed.
    if (isScriptFile(response.url()) && !startup.includes(response.url())) {
      fetchedLater.push(response.text().catch(() => undefined));
    }
  });
  await page.getByLabel(contactFormText.labels.name, { exact: true }).focus();
  const unmarked = async () =>
    (await Promise.all(fetchedLater)).filter((text) => text !== undefined && !text.startsWith(COMPILE_HINT)).length;
  await expect.poll(unmarked, { message: "a script fetched on demand without the compile hint" }).toBeGreaterThan(0);
});
