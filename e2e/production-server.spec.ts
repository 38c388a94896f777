import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * The production server's memory (decision 230): it takes Next.js's settings from its build, as
 * compiling next.config.ts at start would load Next.js's native compiler and keep it resident, and
 * it runs with the allocator setting of package.json's start script.
 */
test("the production server serves without Next.js's compiler, with the start script's allocator setting", async ({
  request,
}) => {
  expect((await request.get("/")).status()).toBe(200);
  const pid = process.env.E2E_SERVER_PID;
  const maps = fs.readFileSync(`/proc/${pid}/maps`, "utf8");
  // The server's own program is there: these are the right process's mappings.
  expect(maps).toContain(fs.realpathSync(process.execPath));
  expect(maps).not.toMatch(/next-swc|@next\/swc/);
  const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=131072");
});

test("kept-alive connections stay open longer than a proxy's, so that one it reuses is never reset", async () => {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(`${process.env.E2E_BASE_URL}/healthz`, { agent: new http.Agent({ keepAlive: true }) }, resolve)
      .on("error", reject),
  );
  response.resume();
  // A load balancer's idle timeout is commonly 60 s (site-server.ts, KEEP_ALIVE_MS).
  const seconds = Number(/^timeout=(\d+)$/.exec(String(response.headers["keep-alive"]))?.[1]);
  expect(seconds).toBeGreaterThan(60);
});

const server = path.resolve(import.meta.dirname, "../.next/server");
const DATABASE_PACKAGES = ["better-sqlite3", "pg", "kysely"];

/**
 * The modules the built proxy's chunks load from outside its bundle. Turbopack's runtime loads
 * an external package with `e.x(name, () => require(name))`, or `e.y(name)` where it is an ES
 * module, naming a server package with a hash suffix ("pg-587764f78a6c7a9c").
 */
function proxyExternals(): string[] {
  const entry = fs.readFileSync(path.join(server, "middleware.js"), "utf8");
  const chunks = [...entry.matchAll(/R\.c\("server\/(chunks\/[^"]+)"\)/g)].map((match) => match[1]!);
  expect(chunks.length).toBeGreaterThan(0);
  return chunks.flatMap((chunk) =>
    [...fs.readFileSync(path.join(server, chunk), "utf8").matchAll(/\.[xy]\("([^"]+)"/g)].map((match) =>
      match[1]!.replace(/-[0-9a-f]{16}$/, ""),
    ),
  );
}

/**
 * src/proxy.ts runs before every request, pages and files alike: it sets headers and needs no
 * records. The database driver and query builder are external packages of the server build
 * (next.config.ts), so a proxy that reached them through any import would load them from outside
 * its bundle, and its file trace would list them.
 */
test("the proxy that runs before every request loads no database driver", () => {
  const externals = proxyExternals();
  // What the proxy does need is read the same way: the reading works.
  expect(externals).toContain("node:crypto");
  expect(externals.filter((name) => DATABASE_PACKAGES.includes(name))).toEqual([]);

  const { files } = JSON.parse(fs.readFileSync(path.join(server, "middleware.js.nft.json"), "utf8")) as {
    files: string[];
  };
  const traced = files.flatMap((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []);
  expect(traced).toContain("next");
  expect(traced.filter((name) => DATABASE_PACKAGES.includes(name))).toEqual([]);
});
