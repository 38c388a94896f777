import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2ePort } from "../e2e/support/free-port";
import { affectedSpecs } from "./lib/affected-specs";
import { ensureBuild } from "./lib/build";

/**
 * `npm run test:changed [-- BASE]`: the checks a change can fail, for the loop between commits.
 * The change is every file that differs from BASE (HEAD by default: what is not committed yet),
 * untracked files included. It runs ESLint and Prettier on those files and the type check, the
 * unit and integration tests that import them (Vitest's `related`), then, when some end-to-end
 * spec can be affected (scripts/lib/affected-specs.ts), the build and those specs on SQLite.
 * The full `npm test` is still what a commit to main needs (docs/testing.md).
 */
const root = path.resolve(import.meta.dirname, "..");
const base = process.argv[2] ?? "HEAD";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const started = Date.now();

function git(...args: string[]): string[] {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stderr.trim());
    process.exit(1);
  }
  return result.stdout.split("\n").filter(Boolean);
}

function run(label: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.info(`\n▶ ${label}`);
  const since = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const took = `${Math.round((Date.now() - since) / 1000)} s`;
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${took}`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${label} passed in ${took}`);
}

const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => fs.existsSync(path.join(root, file)));
if (changed.length === 0) {
  console.info(`Nothing differs from ${base}.`);
  process.exit(0);
}
console.info(`${changed.length} file(s) differ from ${base}.`);

const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
const formatted = changed.filter((file) => /\.(ts|tsx|mjs|js|json|md|css)$/.test(file));
if (code.length) run("ESLint on the changed files", npx, ["eslint", "--max-warnings=0", ...code]);
if (formatted.length) run("Prettier on the changed files", npx, ["prettier", "--check", ...formatted]);
run("Type check", "npm", ["run", "--silent", "typecheck"]);
if (code.length)
  run("Unit and integration tests of the change", npx, ["vitest", "related", "--run", "--passWithNoTests", ...code]);

const affected = await affectedSpecs(root, changed);
if (!affected.all && affected.specs.length === 0) {
  console.info("\nNo end-to-end spec can be affected by the change.");
} else {
  console.info(
    affected.all
      ? `\nEvery end-to-end spec can be affected (${affected.because}).`
      : `\nEnd-to-end specs the change can affect: ${affected.specs.join(", ")}`,
  );
  const port = await e2ePort();
  console.info("\n▶ Production build");
  if (ensureBuild(root, { SITE_URL: `http://localhost:${port}` }) === "current") console.info("The build is current.");
  run("End-to-end tests on SQLite", npx, ["playwright", "test", ...(affected.all ? [] : affected.specs)], {
    E2E_DIALECT: "sqlite",
    E2E_PORT: String(port),
  });
}
console.info(`\n✔ The change's checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
