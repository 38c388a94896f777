import { type Page, test as base, expect } from "@playwright/test";
import { TEST_ID_HEADER } from "@/server/db/query-log";
import { SCRIPTS_AFTER_PAINT_ID } from "@/server/http/scripts-after-paint";
import { routeThirdParties } from "./support/third-parties";

function isPrefetch(url: string): boolean {
  return url.includes("_rsc=");
}

interface Options {
  /** Console errors a test expects, such as the 404 of a page it visits on purpose. */
  allowedConsoleErrors: RegExp[];
}

/**
 * A test that acts on a page right after loading it waits until React has taken over its controls
 * (React keeps its props on each element it owns), as a person's click a moment later would find
 * them: a click before that goes to the server the way it does without JavaScript. A public page
 * runs its scripts after its load event and first paint (decision 210), so the wait there starts
 * once its loader has run. A page without scripts (a feed, or a test that refuses them) goes on at
 * once.
 */
async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction((id) => {
    const loader = document.getElementById(id);
    if (loader && !loader.hasAttribute("data-ran")) return false;
    if (!("next" in window)) return true;
    // Not the hidden fields React writes for a server action's form, which stay outside its tree.
    return [...document.querySelectorAll("button, input:not([type=hidden]), select, textarea")].every((control) =>
      Object.keys(control).some((key) => key.startsWith("__reactProps$")),
    );
  }, SCRIPTS_AFTER_PAINT_ID);
}

/**
 * Every test fails when the page logs an error or throws: a blocked script
 * (Content-Security-Policy), a hydration mismatch or a crash never passes unseen.
 * Link prefetches that answer 404 are left to the broken-link check, which names the link.
 */
export const test = base.extend<Options & { failOnConsoleErrors: void; thirdPartyStandIns: void }>({
  allowedConsoleErrors: [[], { option: true }],
  // Every request of the test's browser and API client names the test, so that the server's query
  // log (QUERY_LOG_FILE) tells which test sent which statement (docs/testing.md).
  extraHTTPHeaders: [
    async ({ extraHTTPHeaders }, use, testInfo) => {
      await use({ ...extraHTTPHeaders, [TEST_ID_HEADER]: testInfo.testId });
    },
    { scope: "test" },
  ],
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        page.goto = async (...args) => {
          const response = await goto(...args);
          await waitForReact(page);
          return response;
        };
        page.reload = async (...args) => {
          const response = await reload(...args);
          await waitForReact(page);
          return response;
        };
      }
      await use(page);
    },
    { scope: "test" },
  ],
  failOnConsoleErrors: [
    // Depends on the stand-ins so that they are still routed while the errors are checked.
    async ({ page, allowedConsoleErrors, thirdPartyStandIns: _standIns }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allowedConsoleErrors.some((re) => re.test(message.text()))) return;
        if (isPrefetch(message.location().url)) return;
        errors.push(`${message.text()} ${message.location().url}`.trim());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "errors logged in the browser").toEqual([]);
    },
    { auto: true },
  ],
  // No test reaches the internet: Google's scripts and the booking widget come from local stand-ins.
  thirdPartyStandIns: [
    async ({ context, page }, use) => {
      await routeThirdParties(context);
      await use();
      // A routed request still in flight when the test ends (a stand-in's, or one a test holds
      // back) fails when the page closes; that must not stop the worker and the next test.
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await context.unrouteAll({ behavior: "ignoreErrors" });
    },
    { auto: true },
  ],
});

export { expect };

/** The canonical origin the server under test was started with. */
export function siteUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the tests through Playwright's global setup");
  return url;
}
