import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { listFiles } from "./list-files";

/**
 * Which end-to-end specs a change can affect (`npm run test:changed`, docs/testing.md): a spec is
 * affected when a changed file is among the modules of
 * - the spec itself and the helpers it imports;
 * - a route it visits: the addresses written in the spec and its helpers, matched to the routes
 *   of src/app, with their layouts (a spec that imports the list of public routes visits them all);
 * - what every request passes through: the site's server (src/server/http), the proxy, the
 *   start-up jobs and the root layout.
 * The modules are read from esbuild's metafile of those entry points, as imports, not by name.
 */

const APP = "src/app";
const ROUTE_FILE = /\/(page|route|layout|not-found|error|sitemap|robots|icon|opengraph-image)\.tsx?$/;
/** Files every request meets, or that change how the whole run works. */
const EVERY_REQUEST_ENTRIES = [
  "src/server/http/serve.ts",
  "src/proxy.ts",
  "src/instrumentation.ts",
  "src/app/layout.tsx",
];
const EVERYTHING =
  /^(package(-lock)?\.json|next\.config\.ts|tsconfig\.json|postcss\.config\.mjs|playwright\.config\.ts|public\/|src\/app\/globals\.css|e2e\/(global-setup|fixtures)\.ts|e2e\/support\/(site-server|test-site|chromium|free-port)\.ts|scripts\/(start\.mjs|prepare\.ts|build\.ts)|scripts\/lib\/build\.ts)/;

interface Route {
  file: string;
  segments: string[];
}

/** A route file's address pattern: route groups dropped, `[x]` one segment, `[...x]` the rest. */
function routeOf(file: string): Route {
  const dir = path.dirname(path.relative(APP, file));
  const base = path.basename(file).replace(/\.tsx?$/, "");
  const segments = dir === "." ? [] : dir.split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment));
  if (base === "sitemap") segments.push("sitemap.xml");
  if (base === "robots") segments.push("robots.txt");
  if (base === "icon" || base === "opengraph-image") segments.push(base);
  return { file, segments };
}

/** `address` ends with "*" where the spec writes more after it (`/blog/${slug}`): any rest matches. */
function matches(route: Route, address: string): boolean {
  const open = address.endsWith("*");
  const parts = address.replace(/\*$/, "").split("/").filter(Boolean);
  for (const [i, segment] of route.segments.entries()) {
    if (segment.startsWith("[...")) return parts.length > i || open;
    const part = parts[i];
    if (part === undefined) return open;
    if (!segment.startsWith("[") && segment !== part) return false;
  }
  return parts.length === route.segments.length;
}

/** The layouts (and their not-found and error screens) above a route file, the root's included. */
function enclosing(file: string, all: string[]): string[] {
  const dirs: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(APP); dir = path.dirname(dir)) dirs.push(dir);
  return all.filter(
    (other) => other !== file && /\/(layout|not-found|error)\.tsx?$/.test(other) && dirs.includes(path.dirname(other)),
  );
}

/** Addresses a spec or helper writes: string and template literals that start with a slash. */
function addressesIn(source: string): string[] {
  return [...source.matchAll(/["'`](\/[\w\-./[\]]*)(["'`?#]|\$\{)/g)].map(
    (match) => `${match[1]!}${match[2] === "${" ? "*" : ""}`,
  );
}

async function moduleGraph(root: string, entries: string[]): Promise<Map<string, Set<string>>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    outdir: "affected-specs",
    packages: "external",
    conditions: ["react-server"],
    jsx: "automatic",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".md": "text" },
    logLevel: "silent",
  });
  const imports = new Map(
    Object.entries(metafile.inputs).map(([file, input]) => [file, input.imports.map((i) => i.path)]),
  );
  const reach = (entry: string) => {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !imports.has(file)) continue;
      seen.add(file);
      stack.push(...imports.get(file)!);
    }
    return seen;
  };
  return new Map(entries.map((entry) => [entry, reach(entry)]));
}

export type Affected = { all: true; because: string } | { all: false; specs: string[] };

export async function affectedSpecs(root: string, changed: string[]): Promise<Affected> {
  const everything = changed.find((file) => EVERYTHING.test(file));
  if (everything) return { all: true, because: everything };

  const specs = fs
    .readdirSync(path.join(root, "e2e"))
    .filter((f) => f.endsWith(".spec.ts"))
    .map((f) => `e2e/${f}`);
  const routeFiles = listFiles(path.join(root, APP))
    .map((file) => path.relative(root, file))
    .filter((file) => ROUTE_FILE.test(file) && !/\.test\.tsx?$/.test(file));
  const routes = routeFiles.map(routeOf);
  const graphs = await moduleGraph(root, [...new Set([...specs, ...routeFiles, ...EVERY_REQUEST_ENTRIES])]);

  const everyRequest = new Set(EVERY_REQUEST_ENTRIES.flatMap((entry) => [...graphs.get(entry)!]));
  const inRoutes = new Set(routeFiles.flatMap((file) => [...graphs.get(file)!]));
  // Of the server's own modules, a data module that routes import affects the specs visiting them;
  // the request handling, and the jobs it starts that no route imports, affect every spec.
  const shared = changed.find(
    (file) =>
      everyRequest.has(file) &&
      (!file.startsWith("src/server/") || file.startsWith("src/server/http/") || !inRoutes.has(file)),
  );
  if (shared) return { all: true, because: shared };

  const publicRoutes = (await import(path.join(root, "src/lib/seo/public-routes.ts"))) as {
    publicRoutes: { path: string }[];
  };
  const changedSet = new Set(changed);
  const affected = specs.filter((spec) => {
    const own = graphs.get(spec)!;
    if ([...own].some((file) => changedSet.has(file))) return true;
    const addresses = [...own]
      .filter((file) => file.startsWith("e2e/"))
      .flatMap((file) => addressesIn(fs.readFileSync(path.join(root, file), "utf8")));
    if (own.has("src/lib/seo/public-routes.ts"))
      addresses.push(...publicRoutes.publicRoutes.map((route) => route.path));
    const visited = routes.filter((route) => addresses.some((address) => matches(route, address)));
    return visited.some((route) =>
      [route.file, ...enclosing(route.file, routeFiles)].some((entry) =>
        [...graphs.get(entry)!].some((file) => changedSet.has(file)),
      ),
    );
  });
  return { all: false, specs: affected };
}
