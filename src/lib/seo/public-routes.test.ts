import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { newsletterLinks } from "@/lib/newsletter-links";
import { publicRoutes } from "./public-routes";

const marketing = path.resolve(import.meta.dirname, "../../app/(marketing)");

/** Every page file of the public site, as the address it serves; dynamic segments kept as [name]. */
function pageAddresses(): string[] {
  return fs
    .readdirSync(marketing, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, "").replace(/\\/g, "/") || "/");
}

/** Pages only an e-mailed link opens: not in the sitemap, never stored by the page cache. */
const LINK_PAGES = new Set<string>(Object.values(newsletterLinks).map((link) => link.page));

it("lists every public page with a fixed address, and nothing else", () => {
  const fixed = pageAddresses()
    .filter((address) => !address.includes("[") && !LINK_PAGES.has(address))
    .sort();
  const listed = publicRoutes.map((route) => route.path);
  expect(new Set(listed).size).toBe(listed.length);
  // The case studies' pages are the database's (decision 198): the sitemap reads them there.
  expect(listed.sort()).toEqual(fixed.map((a) => (a === "" ? "/" : a)));
});
