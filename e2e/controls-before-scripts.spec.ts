import type { BrowserContext, Page } from "@playwright/test";
import { headerNav, isNavGroup } from "@/content/navigation";
import { aiFaq } from "@/content/services/ai-consulting";
import { servicesProcess } from "@/content/services/overview";
import { ppcFaq } from "@/content/services/ppc";
import { expect, test } from "./fixtures";

/**
 * What a visitor can use before the page's scripts have run (decision 210 asks for them after the
 * first paint) and when they never run: the header's menus open from their HTML, and the tabs show
 * every panel's content (decision 013).
 */

const phone = { width: 375, height: 800 };
const mobileLinks = headerNav.flatMap((item) => (isNavGroup(item) ? item.items : [item]));
const [services] = headerNav.filter(isNavGroup);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens on the first tap, closes again, and its links load pages", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/privacy-policy");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(mobileLinks.length);
    for (const link of mobileLinks) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    }
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("a header dropdown shows its links to the pointer and to the keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const first = nav.getByRole("link", { name: services!.items[0]!.label, exact: true });
    await expect(first).toBeHidden();
    await nav.getByRole("button", { name: services!.label }).hover();
    for (const item of services!.items) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
    }
    await page.mouse.move(10, 600);
    await expect(first).toBeHidden();

    await nav.getByRole("button", { name: services!.label }).focus();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${services!.items[0]!.href}$`));
  });

  test("the /services process shows every phase", async ({ page }) => {
    await page.goto("/services");
    for (const phase of servicesProcess.phases) {
      await expect(page.getByRole("heading", { name: phase.heading })).toBeVisible();
      for (const activity of phase.activities) await expect(page.getByText(activity).first()).toBeVisible();
    }
  });

  test("the /ai-consulting questions show under every topic, and open", async ({ page }) => {
    await page.goto("/ai-consulting");
    for (const group of aiFaq.groups) {
      await expect(page.getByRole("tabpanel", { name: group.label })).toBeVisible();
      for (const item of group.items) await expect(page.getByText(item.question)).toBeVisible();
    }
    const item = aiFaq.groups.at(-1)!.items[0]!;
    await page.getByText(item.question).click();
    await expect(page.getByText(item.answer)).toBeVisible();
  });

  test("the /ppc questions open one at a time", async ({ page }) => {
    await page.goto("/ppc");
    const faq = page.getByRole("region", { name: ppcFaq.heading });
    await faq.getByText(ppcFaq.items[0]!.question).click();
    await expect(faq.getByText(ppcFaq.items[0]!.answer)).toBeVisible();
    await faq.getByText(ppcFaq.items[1]!.question).click();
    await expect(faq.getByText(ppcFaq.items[1]!.answer)).toBeVisible();
    await expect(faq.getByText(ppcFaq.items[0]!.answer)).toBeHidden();
  });
});

/**
 * A page of its own whose script files wait until `release()`: the test's usual page waits for
 * React on every load, which would wait for ever here.
 */
async function pageWithScriptsHeld(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return { page, release, errors };
}

/** Until the page's scripts have run (the loader marks itself) and React has drawn the header again. */
async function scriptsRan(page: Page) {
  await page.locator("#scripts-after-paint[data-ran]").waitFor({ state: "attached" });
}

test.describe("before the scripts arrive", () => {
  test("a tap on the phone menu opens it at once; once the scripts run, choosing a link closes it", async ({
    context,
  }) => {
    const { page, release, errors } = await pageWithScriptsHeld(context);
    await page.setViewportSize(phone);
    await page.goto("/privacy-policy");
    expect(await page.evaluate(() => "next" in window), "no script has run yet").toBe(false);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(mobileLinks.length);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeVisible();

    release();
    await scriptsRan(page);
    // React finds the menu open and says so.
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a header dropdown opens to the pointer, and works as before once the scripts run", async ({ context }) => {
    const { page, release, errors } = await pageWithScriptsHeld(context);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: services!.label });
    const first = nav.getByRole("link", { name: services!.items[0]!.label, exact: true });
    await button.hover();
    await expect(first).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(first).toBeHidden();

    release();
    await scriptsRan(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(first).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    // Focus stays on the button, but the list is the script's to show now.
    await expect(first).toBeHidden();
    expect(errors).toEqual([]);
    await page.close();
  });
});
