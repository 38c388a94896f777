/** The system's Chromium (no browser is downloaded) and the flags it runs with here. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The features Playwright turns off in every Chromium it starts. Chromium reads only the last
 * `--disable-features` it is given, so ours repeats them; tests/e2e-chromium.test.ts checks the copy
 * against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Each new browser window (one per test) otherwise loads the address bar's pop-up as two web pages
 * of browser UI, in a renderer of their own: in the end-to-end run they took as much processor time
 * as the pages under test (docs/testing.md). Headless Chromium never shows them.
 */
const UNSEEN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The end-to-end tests' Chromium (Playwright's); the bench's Lighthouse runs keep the browser as it comes. */
export const e2eChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(",")}`,
];
