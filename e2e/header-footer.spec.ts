import { footerNav, headerNav, isNavGroup } from "@/content/navigation";
import { configuredSocialProfiles, site } from "@/content/site";
import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("shows every item and stays at the top while scrolling", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of headerNav) {
      if (isNavGroup(item)) {
        await expect(nav.getByRole("button", { name: item.label })).toHaveAttribute("aria-expanded", "false");
      } else {
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      }
    }
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.getByRole("banner")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeVisible();
  });

  for (const group of headerNav.filter(isNavGroup)) {
    test(`the ${group.label} dropdown opens with the pointer`, async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: group.label });
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
      await expect(menu.getByRole("link")).toHaveCount(group.items.length);
      for (const item of group.items) {
        await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      }
      await page.mouse.move(10, 600);
      await expect(button).toHaveAttribute("aria-expanded", "false");

      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.locator("h1").click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });

    test(`the ${group.label} dropdown works from the keyboard`, async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: group.label });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();

      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: group.items[0]!.label, exact: true })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: group.items[1]!.label, exact: true })).toBeFocused();
      await page.keyboard.press("End");
      await expect(nav.getByRole("link", { name: group.items.at(-1)!.label, exact: true })).toBeFocused();

      // Leaving the menu with Tab closes it.
      await page.keyboard.press("Tab");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("a dropdown link navigates and closes the dropdown", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Services" });
    await button.click();
    await nav.getByRole("link", { name: "All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("footer", () => {
  test("shows the agency's facts, links and certifications", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
    await expect(footer.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    await expect(footer).toContainText("New clients: please use our contact form");
    await expect(footer).toContainText("Current clients: email support");
    await expect(footer).toContainText("Salt Lake City, Utah, United States");
    for (const certification of site.certifications) await expect(footer).toContainText(certification.name);
    for (const group of footerNav) {
      const nav = footer.getByRole("navigation", { name: group.label });
      for (const item of group.items) {
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      }
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    await expect(footer.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("draws its icons from the page's own markup, stroked in the text's colour", async ({ page }) => {
      await page.goto("/");
      const phone = page.getByRole("contentinfo").getByRole("listitem").filter({ hasText: site.phone.display });
      const icon = phone.locator("svg");
      await expect(icon).toHaveAttribute("aria-hidden", "true");
      await expect(icon.locator("path").first()).toBeAttached();
      const look = await icon.evaluate((svg) => {
        const style = getComputedStyle(svg);
        const box = svg.getBoundingClientRect();
        return {
          stroke: style.stroke,
          color: style.color,
          fill: style.fill,
          width: style.strokeWidth,
          size: box.width,
        };
      });
      expect(look).toEqual({ stroke: look.color, color: look.color, fill: "none", width: "2px", size: 16 });
      expect(look.color).not.toBe("rgba(0, 0, 0, 0)");
    });
  });

  test("links only the social profiles that are configured", async ({ page }) => {
    await page.goto("/");
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" }).getByRole("link");
    const profiles = configuredSocialProfiles(site);
    await expect(social).toHaveCount(profiles.length);
    for (const [i, profile] of profiles.entries()) {
      await expect(social.nth(i)).toHaveAttribute("href", profile.url);
      await expect(social.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(site.social.length).toBeGreaterThan(profiles.length);
  });
});

test.describe("scrolling after navigation", () => {
  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/terms-of-service");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link with a hash lands on its target", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("link", { name: "How to control cookies" }).click();
    await expect(page).toHaveURL(/\/cookie-policy#how-to-control-cookies$/);
    await expect(page.getByRole("heading", { name: "How to control cookies" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
