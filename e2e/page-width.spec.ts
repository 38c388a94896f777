import { publicRoutes } from "@/lib/seo/public-routes";
import { expect, test } from "./fixtures";

/** No public page is wider than a phone's screen: nothing to scroll sideways from 320 px up. */
for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of publicRoutes) {
      test(`${path} fits the screen`, async ({ page }) => {
        await page.goto(path);
        const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
          const root = document.documentElement;
          // Named in the failure: the element that reaches furthest right.
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
        expect(scrollWidth, `the page is wider than the screen: ${widest}`).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
