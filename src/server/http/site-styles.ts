import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { remember } from "@epic-web/remember";

/**
 * The CSP hash source of each stylesheet under `dir`: the SHA-256 of its bytes, which is the text
 * of the `<style>` element Next.js writes into a page for it (experimental.inlineCss).
 */
export function stylesheetHashes(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map(
      (name) =>
        `sha256-${createHash("sha256")
          .update(fs.readFileSync(path.join(dir, name)))
          .digest("base64")}`,
    );
}

/**
 * The hashes of the build's stylesheets, which every page carries inline (decision 210). Read
 * once: the files change only with a new build. A page whose styles React merged from two files
 * into one element would match neither, so the site keeps one stylesheet (no CSS modules).
 */
export function siteStyleHashes(): string[] {
  return remember("agency-site.style-hashes", () => stylesheetHashes(path.join(process.cwd(), ".next/static")));
}
