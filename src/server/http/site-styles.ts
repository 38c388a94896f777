import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { remember } from "@epic-web/remember";
import { attribute } from "@/lib/security/script-hashes";

/**
 * The build's stylesheets, which public pages carry inline instead of asking for them
 * (decision 210): a `<link rel="stylesheet">` the browser must fetch before its first paint
 * becomes a `<style>` with the file's text, which the Content-Security-Policy admits by hash.
 */

/** Each stylesheet under `dir` by the address Next.js links it at, with its text. */
export function readStylesheets(dir: string, prefix = "/_next/static/"): Map<string, string> {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".css"))
      .sort()
      .map((name) => [prefix + name.split(path.sep).join("/"), fs.readFileSync(path.join(dir, name), "utf8")]),
  );
}

/** The CSP hash source of a stylesheet's text, which is a `<style>` element's text once inlined. */
export const styleHash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The build's stylesheets, read once: they change only with a new build. None in development. */
export function siteStylesheets(): Map<string, string> {
  return remember("agency-site.stylesheets", () => readStylesheets(path.join(process.cwd(), ".next/static")));
}

/**
 * The CSP hash sources of the build's stylesheets, computed once: every response's policy names
 * them, cached hits included, so they are not hashed again per request.
 */
export function siteStyleHashes(): string[] {
  return remember("agency-site.style-hashes", () => [...siteStylesheets().values()].map(styleHash));
}

const LINK = /<link\b([^>]*?)\/?>/g;

/**
 * The page with each stylesheet it links that `sheets` holds written into it, as React writes
 * an inline stylesheet (`data-href`, `data-precedence`). The link stays, disabled: a browser
 * neither fetches nor applies a disabled stylesheet, and React, finding its link in the
 * document, takes it as loaded instead of asking for the file and holding hydration until it
 * arrives. Other links stay as they are.
 */
export function inlineStylesheets(html: string, sheets: Map<string, string>): string {
  return html.replace(LINK, (tag, attributes: string) => {
    const href = attribute(attributes, "href");
    const text = href === undefined ? undefined : sheets.get(href);
    if (attribute(attributes, "rel") !== "stylesheet" || text === undefined || /<\/style/i.test(text)) return tag;
    const precedence = attribute(attributes, "data-precedence");
    const style = `<style${precedence === undefined ? "" : ` data-precedence="${precedence}"`} data-href="${href}">${text}</style>`;
    return `${style}<link${attributes.trimEnd()} disabled=""/>`;
  });
}
