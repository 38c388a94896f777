import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicPages } from "./support/public-pages";

const WIDTHS = [320, 390];

/** How wide the page is at the viewport's width, and the element that reaches furthest right. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    let widest = "";
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}" (${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

/**
 * No public page is wider than a phone's screen: nothing to scroll sideways from 320 px up. Each
 * page is loaded once at the narrowest width and laid out again at each wider one.
 */
test.describe("on a phone", () => {
  test.use({ viewport: { width: WIDTHS[0]!, height: 800 } });

  for (const path of publicPages) {
    test(`${path} fits the screen at ${WIDTHS.join(" and ")} px`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, clientWidth, widest } = await measure(page);
        expect(scrollWidth, `at ${width} px the page is wider than the screen: ${widest}`).toBeLessThanOrEqual(
          clientWidth,
        );
      }
    });
  }
});
