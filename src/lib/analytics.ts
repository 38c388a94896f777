/** Google Analytics 4 from the browser: a no-op unless GA_MEASUREMENT_ID loaded gtag. */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export type AnalyticsEvent = "click_to_call" | "click_to_email";

export function trackEvent(name: AnalyticsEvent, params: Record<string, string> = {}): void {
  window.gtag?.("event", name, params);
}
