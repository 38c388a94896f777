/** The system's Chromium (no browser is downloaded) and the flags it runs with here. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
