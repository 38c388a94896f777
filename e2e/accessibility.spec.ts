import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/accessibility";
import { publicPages } from "./support/public-pages";

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Cards fade in: judge colours as they are once every finite entrance animation has ended,
    // brought to its end at once rather than waited for (up to 2.8 s on /blog).
    await page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
