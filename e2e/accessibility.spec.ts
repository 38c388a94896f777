import { publicRoutes } from "@/lib/seo/public-routes";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/accessibility";

for (const { path } of publicRoutes) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Cards fade in: judge colours once every finite entrance animation has ended.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished),
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}
