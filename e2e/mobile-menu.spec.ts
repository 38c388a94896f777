import { headerNav, isNavGroup } from "@/content/navigation";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 800 } });

test("under 768 px the menu opens from a toggle and closes when a link is chosen", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();

  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  const links = headerNav.flatMap((item) => (isNavGroup(item) ? item.items : [item]));
  await expect(menu.getByRole("link")).toHaveCount(links.length);
  for (const link of links) {
    await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  }

  await menu.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("at 768 px and wider the full navigation shows instead", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
});

test.describe("where the browser has no popovers (Safari before 17)", () => {
  // Tall enough for a tap below the open menu, which fills an 800 px screen.
  test.use({ viewport: { width: 375, height: 1400 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const prototype = HTMLElement.prototype as Partial<HTMLElement>;
      delete prototype.showPopover;
      delete prototype.hidePopover;
      delete prototype.togglePopover;
    });
  });

  test("the scripts open the menu, and Escape, a tap outside or a link close it", async ({ page }) => {
    await page.goto("/privacy-policy");
    const toggle = page.getByRole("button", { name: "Open menu" });
    // Once the scripts run, they, not the browser, open the menu.
    await expect(toggle).not.toHaveAttribute("popovertarget");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    const below = 1380;
    const panel = await menu.boundingBox();
    expect(panel!.y + panel!.height).toBeLessThan(below);
    await page.mouse.click(200, below);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
