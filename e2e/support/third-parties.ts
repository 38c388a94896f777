import type { BrowserContext } from "@playwright/test";

/** Google's and the booking widget's addresses, answered by the local stand-ins of the global setup. */
const standIns: [pattern: string, path: string][] = [
  ["https://www.google.com/recaptcha/api.js**", "/recaptcha/api.js"],
  ["https://www.googletagmanager.com/gtag/js**", "/gtag/js"],
  ["https://www.google-analytics.com/g/collect**", "/g/collect"],
  ["https://scheduler.resgatar.test/**", "/scheduler"],
];

/** The booking widget address the end-to-end server is configured with. */
export const E2E_SCHEDULER_URL = "https://scheduler.resgatar.test/resgatar/consultation";

export async function routeThirdParties(context: BrowserContext): Promise<void> {
  const base = process.env.E2E_THIRD_PARTY_URL;
  if (!base) throw new Error("E2E_THIRD_PARTY_URL is not set: run the tests through Playwright's global setup");
  for (const [pattern, path] of standIns) {
    await context.route(pattern, async (route) => {
      const { search } = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${base}${path}${search}` }) });
    });
  }
}
