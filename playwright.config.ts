import { defineConfig } from "@playwright/test";
import { chromiumPath, e2eChromiumArgs } from "./e2e/support/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // The longest journeys (six or more pages, two accessibility scans) take 20 to 35 s with two
  // workers on a two-core machine that is slow to start browser processes: 30 s failed them there.
  // A journey that needs more than half of this in the whole run is split in two, or declared
  // slow with its reason: the lead page's journey (eleven pages, two scans) took 53 to 55 s and ran out in CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Each dialect's run clears its own folder of failed tests' traces, not the other's or the
  // reports npm test leaves in test-results/.
  outputDir: `test-results/e2e-${process.env.E2E_DIALECT === "postgres" ? "postgres" : "sqlite"}`,
  globalSetup: "./e2e/global-setup.ts",
  use: {
    // Set by the global setup once the server is up.
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // Kept for a failed test only, without screenshots and DOM snapshots: recording those for
    // every test cost about a tenth of the run's browser time (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: { executablePath: chromiumPath, args: e2eChromiumArgs },
  },
});
