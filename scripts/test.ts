import { spawnSync } from "node:child_process";
import path from "node:path";
import { freePort } from "../e2e/support/free-port";
import { ensureBuild } from "./lib/build";

/**
 * `npm test`: lint, type check, unit and integration tests, the production build and the
 * end-to-end tests against it, stopping at the first failure. With TEST_DATABASE_URL set, the
 * integration tests and the end-to-end tests of the parts that write to the database also run
 * on PostgreSQL.
 */
const root = path.resolve(import.meta.dirname, "..");
// Both end-to-end runs use this address, so the one build made for it serves both.
const port = Number(process.env.E2E_PORT) || (await freePort());
const siteUrl = `http://localhost:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_PORT: String(port) };

/**
 * The spec files whose pages read and write the database: the admin area, the blog and the lead
 * forms. e2e/many-machines.spec.ts is not one of them: it starts its own servers on PostgreSQL
 * whatever the run's dialect, so it runs once, in the run of every spec (decision 160).
 */
const POSTGRES_SPECS = [
  "e2e/admin-",
  "e2e/blog-",
  "e2e/contact.spec",
  "e2e/local-business-audit.spec",
  "e2e/forms-without-javascript.spec",
  "e2e/lead-forms-defaults.spec",
  "e2e/attribution.spec",
];

function run(label: string, command: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${took}`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${label} passed in ${took}`);
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

run("Lint and formatting", "npm", ["run", "--silent", "lint"]);
run("Type check", "npm", ["run", "--silent", "typecheck"]);
run("Unit and integration tests", npx, ["vitest", "run"]);

console.info("\n▶ Production build");
// The end-to-end server starts from this build, made for its address.
if (ensureBuild(root, { SITE_URL: siteUrl }) === "current") console.info("The build is current.");

run("End-to-end tests on SQLite", npx, ["playwright", "test"], { E2E_DIALECT: "sqlite" });
if (process.env.TEST_DATABASE_URL) {
  run("End-to-end tests on PostgreSQL: admin, blog and lead forms", npx, ["playwright", "test", ...POSTGRES_SPECS], {
    E2E_DIALECT: "postgres",
  });
} else {
  console.warn("\nThe end-to-end tests did not run on PostgreSQL: set TEST_DATABASE_URL to run them.");
}
console.info("\n✔ All checks passed");
