import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";
import { markStartupChunks } from "./compile-hints";
import { listFiles } from "./list-files";

/**
 * A build is current when nothing it was made from has changed: the sources, the
 * public files, the build configuration, the step that marks its scripts, the locked
 * dependencies and the few settings baked into prerendered pages.
 */
const INPUT_DIRS = ["src", "public"];
const INPUT_FILES = [
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "scripts/lib/compile-hints.ts",
  "package-lock.json",
];
const FINGERPRINT_FILE = ".next/build-fingerprint";
/** Where the build puts the compiled server entry that `npm start` runs (scripts/start.mjs). */
export const SERVER_BUNDLE = ".next/site-server/serve.mjs";
/** The same entry compiled for `npm run dev`, apart from the build's. */
export const DEV_SERVER_BUNDLE = ".next/site-server/dev.mjs";

export function buildFingerprint(root: string, buildEnv: Record<string, string>): string {
  const hash = createHash("sha256");
  const files = [
    ...INPUT_DIRS.flatMap((d) => listFiles(path.join(root, d)).filter((file) => !/\.test\.tsx?$/.test(file))),
    ...INPUT_FILES.map((f) => path.join(root, f)),
  ];
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  }
  for (const key of Object.keys(buildEnv).sort()) hash.update(`${key}=${buildEnv[key]}\0`);
  return hash.digest("hex");
}

export function isBuildCurrent(root: string, fingerprint: string): boolean {
  const file = path.join(root, FINGERPRINT_FILE);
  return (
    fs.existsSync(path.join(root, ".next/BUILD_ID")) &&
    fs.existsSync(path.join(root, SERVER_BUNDLE)) &&
    fs.existsSync(file) &&
    fs.readFileSync(file, "utf8") === fingerprint
  );
}

export function nextBin(root: string): string {
  return createRequire(path.join(root, "package.json")).resolve("next/dist/bin/next");
}

/**
 * Compiles src/server/http/serve.ts and the modules it imports into one file, with every package
 * left to node_modules but "server-only", which the react-server condition resolves to its
 * empty module, as it does inside Next.js's own server bundle.
 */
export function bundleServer(root: string, outfile = SERVER_BUNDLE): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  buildSync({
    absWorkingDir: root,
    entryPoints: ["src/server/http/serve.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["react-server"],
    external: packages.filter((name) => name !== "server-only"),
    logLevel: "warning",
  });
}

/**
 * Runs `next build`, marks the scripts pages start with to be compiled as they download, compiles
 * the server entry and records what the build was made from.
 */
export function buildSite(root: string, buildEnv: Record<string, string>): void {
  // Taken before building: a file edited while the build runs makes the next start build again.
  const fingerprint = buildFingerprint(root, buildEnv);
  const result = spawnSync(process.execPath, [nextBin(root), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...buildEnv, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status ?? result.signal}`);
  markStartupChunks(path.join(root, ".next"));
  bundleServer(root);
  fs.writeFileSync(path.join(root, FINGERPRINT_FILE), fingerprint);
}

/** Builds the site unless the last build was made from the same inputs. */
export function ensureBuild(root: string, buildEnv: Record<string, string>): "current" | "built" {
  if (isBuildCurrent(root, buildFingerprint(root, buildEnv))) return "current";
  console.info("No current build: building the site first (this takes a few minutes).");
  buildSite(root, buildEnv);
  return "built";
}
