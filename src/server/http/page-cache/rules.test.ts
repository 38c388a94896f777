import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogListingQuery } from "@/lib/blog/listing";
import { leadPages } from "@/lib/lead-forms";
import { publicRoutes } from "@/lib/seo/public-routes";
import { cacheKeyOf, isPerRequestPage, isRouterRender, pageQueryOf } from "./rules";

const SRC = path.resolve(import.meta.dirname, "../../..");
const APP = path.join(SRC, "app");

const keyOf = (url: string) => cacheKeyOf("GET", url, {});

interface RouteFile {
  file: string;
  /** Addresses this file answers that the cache might store: its fixed ones, or a sample. */
  paths: string[];
}

/** Every page and route handler under src/app, with the addresses it answers. */
function routeFiles(): RouteFile[] {
  return fs
    .readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page\.tsx|route\.tsx?)$/.test(file))
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      const pattern = new RegExp(`^/${segments.map((s) => (s.startsWith("[") ? "[^/]+" : s)).join("/")}$`);
      const sample = `/${segments.map((s) => (s.startsWith("[") ? "sample" : s)).join("/")}`;
      const fixed = publicRoutes.map((route) => route.path).filter((route) => pattern.test(route));
      return { file: path.join(APP, file), paths: [sample, ...fixed] };
    });
}

/** The exports a file imports by name, with the module each comes from. */
function namedImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, names = "", from = ""] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const name of names.split(",")) {
      const local = name.replace(/^\s*type\s+/, "").trim();
      if (local) imports.set(local, from);
    }
  }
  return imports;
}

async function importFrom(from: string, file: string): Promise<Record<string, unknown>> {
  const target = from.startsWith("@/") ? path.join(SRC, from.slice(2)) : path.resolve(path.dirname(file), from);
  return (await import(target)) as Record<string, unknown>;
}

describe("page cache rules", () => {
  it("stores the drawn link-preview card, which reads the settings on every render", () => {
    expect(keyOf("/opengraph-image")).toBe("/opengraph-image");
    expect(keyOf("/opengraph-image?v=2")).toBe("/opengraph-image");
  });

  it("never stores a lead form's page, whatever its query", () => {
    for (const page of Object.values(leadPages)) {
      expect(keyOf(page), page).toBeUndefined();
      expect(keyOf(`${page}?service=seo`), page).toBeUndefined();
    }
  });

  it("renders a lead form's page for each visitor who asks for its HTML, and nothing else", () => {
    for (const page of Object.values(leadPages)) {
      expect(isPerRequestPage("GET", `${page}?service=seo`, {}), page).toBe(true);
      expect(isPerRequestPage("HEAD", page, {}), page).toBe(true);
      // A form posted without JavaScript, and the client router's requests, go to the application.
      expect(isPerRequestPage("POST", page, {}), page).toBe(false);
      expect(isPerRequestPage("GET", page, { rsc: "1" }), page).toBe(false);
      expect(isPerRequestPage("GET", `${page}?_rsc=abc`, {}), page).toBe(false);
    }
    expect(isPerRequestPage("GET", "/", {})).toBe(false);
    expect(isPerRequestPage("GET", "/contact/more", {})).toBe(false);
  });

  it("keys a page by every parameter its page declares, in a fixed order, and by no other", () => {
    const query = blogListingQuery.keys.map((key, index) => `${key}=v${index}`);
    const expected = `/blog?${query.join("&")}`;
    expect(keyOf(`/blog?utm_source=mail&${[...query].reverse().join("&")}`)).toBe(expected);
    expect(keyOf("/author/jane?page=2&sort=title")).toBe("/author/jane?page=2");
    expect(keyOf("/blog/category/seo?page=2&q=x")).toBe("/blog/category/seo?page=2");
    expect(keyOf("/blog/tag/local-search?utm_source=mail")).toBe("/blog/tag/local-search");
  });

  it("stores no page that reads its address other than through the query its key comes from", async () => {
    const stored = routeFiles().filter(({ paths }) => paths.some((address) => keyOf(address) !== undefined));
    const readingQueries: string[] = [];
    for (const { file, paths } of stored) {
      const source = fs.readFileSync(file, "utf8");
      const name = path.relative(SRC, file);
      const query = paths.map((address) => pageQueryOf(address)).find(Boolean);
      const parsers = [...source.matchAll(/(\w+)\.parse\(await searchParams\)/g)].map((match) => match[1]!);
      // The page's own arguments, and the parse calls, are the only mentions of its query.
      const rest = source
        .replace(/(\w+)\.parse\(await searchParams\)/g, "")
        .replace(/\(\{[^}]*\bsearchParams\b[^}]*\}:\s*PageProps</g, "");
      expect(rest, `${name} reads its query directly`).not.toMatch(/searchParams|nextUrl|useSearchParams/);
      if (!query) {
        expect(parsers, `${name} is stored under its path alone but reads a query`).toEqual([]);
        continue;
      }
      readingQueries.push(name);
      const imports = namedImports(source);
      for (const parser of parsers) {
        const from = imports.get(parser);
        expect(from, `${name}: where ${parser} comes from`).toBeDefined();
        const exports = await importFrom(from!, file);
        expect(exports[parser], `${name} reads its query with ${parser}, not the one its key comes from`).toBe(query);
      }
    }
    expect(readingQueries.sort()).toEqual([
      "app/(marketing)/author/[authorId]/page.tsx",
      "app/(marketing)/blog/category/[slug]/page.tsx",
      "app/(marketing)/blog/page.tsx",
      "app/(marketing)/blog/tag/[slug]/page.tsx",
    ]);
  });

  it("tells the client router's requests for public pages, which render every time, from everything else", () => {
    expect(isRouterRender("GET", "/about", { rsc: "1" })).toBe(true);
    expect(isRouterRender("GET", "/blog/some-post", { "next-router-prefetch": "1", rsc: "1" })).toBe(true);
    expect(isRouterRender("GET", "/services?_rsc=abc", {})).toBe(true);
    expect(isRouterRender("HEAD", "/", { rsc: "1" })).toBe(true);
    expect(isRouterRender("GET", "/about", {})).toBe(false);
    expect(isRouterRender("POST", "/contact", { "next-action": "abc" })).toBe(false);
    for (const path of ["/admin", "/admin/blogs", "/login", "/api/contact", "/_next/static/x.js"]) {
      expect(isRouterRender("GET", path, { rsc: "1" }), path).toBe(false);
    }
  });
});
