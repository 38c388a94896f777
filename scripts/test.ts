import { spawnSync } from "node:child_process";
import path from "node:path";
import { freePort } from "../e2e/support/free-port";
import { ensureBuild } from "./lib/build";

/**
 * `npm test`: lint, type check, unit and integration tests, the production build
 * and the end-to-end tests against it, stopping at the first failure.
 */
const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT) || (await freePort());
const siteUrl = `http://localhost:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_PORT: String(port) };

function run(label: string, command: string, args: string[]) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

run("Lint and formatting", "npm", ["run", "--silent", "lint"]);
run("Type check", "npm", ["run", "--silent", "typecheck"]);
run("Unit and integration tests", npx, ["vitest", "run"]);

console.info("\n▶ Production build");
// The end-to-end server starts from this build, made for its address.
if (ensureBuild(root, { SITE_URL: siteUrl }) === "current") console.info("The build is current.");

run("End-to-end tests", npx, ["playwright", "test"]);
console.info("\n✔ All checks passed");
