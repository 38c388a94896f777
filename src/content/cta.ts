import type { CallToAction } from "./types";

/** The closing band shared by the home page and the paid-search page. */
export const adsCallToAction: CallToAction = {
  heading: "Find out what your ad budget could be doing",
  text: "We will review your Google Ads and paid social accounts for free, show you where money is leaking and what we would change first. No contract, no pressure.",
  actions: [
    { label: "Get a Free PPC Audit", href: "/contact" },
    { label: "Talk to an Ads Expert", href: "/contact" },
  ],
  call: true,
};
