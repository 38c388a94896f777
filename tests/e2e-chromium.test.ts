import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLAYWRIGHT_DISABLED_FEATURES, e2eChromiumArgs } from "../e2e/support/chromium";

/** The features the installed Playwright turns off, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const source = fs.readFileSync(path.join(core, "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source);
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found");
  return [...list[1]!.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]!);
}

describe("the end-to-end tests' Chromium", () => {
  it("keeps every feature Playwright turns off turned off, since its own --disable-features replaces Playwright's", () => {
    const features = playwrightDisabledFeatures();
    expect(features.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES.toSorted()).toEqual(features.toSorted());
    const flags = e2eChromiumArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(flags).toHaveLength(1);
    expect(flags[0]!.slice("--disable-features=".length).split(",")).toEqual(expect.arrayContaining(features));
  });
});
