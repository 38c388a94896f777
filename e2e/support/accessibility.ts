import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA and axe's best practices: what every page of the site is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** The page's serious and critical accessibility violations, a line each: an empty list passes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A server action that sets a cookie (a sign-in step does) refreshes the page, and Next.js
  // streams its <title> in again: axe once read the page in that moment (document-title, 1 run
  // in 5). The scan waits for the title; a page that has none still fails, here.
  await expect(page, "the page has its <title>").toHaveTitle(/\S/);
  // Cards fade in: colours are judged as they are once every finite entrance animation has
  // ended, brought to its end at once rather than waited for (up to 2.8 s on /blog). A scan in
  // the middle of one read a card's text at part of its contrast (an author page, 1 run in 4).
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
  });
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
