import { expect, test } from "./fixtures";
import { seriousViolations } from "./support/accessibility";
import { publicPages } from "./support/public-pages";

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
