import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2ePort } from "../e2e/support/free-port";
import { describeReaped, reapLeftovers } from "../tests/support/reap-leftovers";
import { ensureBuild } from "./lib/build";
import { choosePostgresTests, reportedTests, statementsByTest, testList } from "./lib/postgres-selection";

/**
 * `npm test`: lint and type check side by side, unit and integration tests, the production build
 * and the end-to-end tests against it, stopping at the first failure and ending with the time of
 * each phase. With TEST_DATABASE_URL set, the integration tests also run on PostgreSQL, and so do
 * the end-to-end tests that send, between them, every SQL statement the run on SQLite sent
 * (docs/testing.md). Reports and the query log are left in test-results/.
 */
const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const reaped = describeReaped(await reapLeftovers(process.env.TEST_DATABASE_URL));
if (reaped) console.info(reaped);

// Both end-to-end runs use this address, so the one build made for it serves both.
const port = await e2ePort();
const siteUrl = `http://localhost:${port}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_PORT: String(port) };
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const phases: { label: string; seconds: number; passed: boolean }[] = [];
const started = Date.now();

function printTimes() {
  const width = Math.max(...phases.map((phase) => phase.label.length));
  console.info("\nTime per phase:");
  for (const phase of phases)
    console.info(
      `  ${phase.label.padEnd(width)}  ${String(phase.seconds).padStart(4)} s${phase.passed ? "" : "  (failed)"}`,
    );
  console.info(`  ${"Total".padEnd(width)}  ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`);
}

function finish(passed: boolean, label: string, since: number, until = Date.now()) {
  const seconds = Math.round((until - since) / 1000);
  phases.push({ label, seconds, passed });
  if (passed) {
    console.info(`✔ ${label} passed in ${seconds} s`);
    return;
  }
  console.error(`✖ ${label} failed after ${seconds} s`);
  printTimes();
  process.exit(1);
}

/** Runs the steps at the same time; each one's output is shown whole once it ends. */
async function runTogether(steps: Step[]) {
  console.info(`\n▶ ${steps.map((step) => step.label).join(" and ")}`);
  const ended = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ step: Step; passed: boolean; since: number; until: number }>((resolve) => {
          const since = Date.now();
          const child = spawn(step.command, step.args, { cwd: root, env: { ...env, ...step.env } });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (code) => {
            process.stdout.write(Buffer.concat(output));
            resolve({ step, passed: code === 0, since, until: Date.now() });
          });
        }),
    ),
  );
  for (const { step, passed, since, until } of ended) finish(passed, step.label, since, until);
}

function run(step: Step): Promise<void> {
  console.info(`\n▶ ${step.label}`);
  const since = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: "inherit", env: { ...env, ...step.env } });
    child.on("close", (code) => {
      finish(code === 0, step.label, since);
      resolve();
    });
  });
}

await runTogether([
  { label: "Lint and formatting", command: "npm", args: ["run", "--silent", "lint"] },
  { label: "Type check", command: "npm", args: ["run", "--silent", "typecheck"] },
]);
await run({
  label: "Unit and integration tests",
  command: npx,
  args: ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${results}/vitest.json`],
});

console.info("\n▶ Production build");
const buildStarted = Date.now();
try {
  // The end-to-end server starts from this build, made for its address.
  if (ensureBuild(root, { SITE_URL: siteUrl }) === "current") console.info("The build is current.");
  finish(true, "Production build", buildStarted);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  finish(false, "Production build", buildStarted);
}

const sqliteReport = path.join(results, "e2e-sqlite.json");
const queryLog = path.join(results, "e2e-queries.tsv");
await run({
  label: "End-to-end tests on SQLite",
  command: npx,
  args: ["playwright", "test", "--reporter=list,json"],
  env: { E2E_DIALECT: "sqlite", PLAYWRIGHT_JSON_OUTPUT_FILE: sqliteReport, E2E_QUERY_LOG: queryLog },
});

if (process.env.TEST_DATABASE_URL) {
  const selection = choosePostgresTests(reportedTests(sqliteReport), statementsByTest(queryLog));
  fs.writeFileSync(path.join(results, "e2e-postgres-selection.json"), JSON.stringify(selection, null, 2));
  if (selection.tests.length === 0) {
    console.error(
      `\nThe run on SQLite recorded no SQL statement in ${queryLog}: nothing to choose the PostgreSQL run from.`,
    );
    finish(false, "End-to-end tests on PostgreSQL", Date.now());
  }
  console.info(
    `\n${selection.tests.length} of the ${selection.of} end-to-end tests send all ${selection.statements} distinct SQL statements of the run on SQLite (${Math.round(selection.chosenDurationMs / 1000)} of ${Math.round(selection.durationMs / 1000)} s).`,
  );
  const list = path.join(results, "e2e-postgres-tests.txt");
  fs.writeFileSync(list, testList(selection.tests, isSerial));
  await run({
    label: "End-to-end tests on PostgreSQL",
    command: npx,
    args: ["playwright", "test", "--reporter=list,json", `--test-list=${list}`],
    env: { E2E_DIALECT: "postgres", PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(results, "e2e-postgres.json") },
  });
} else {
  console.warn("\nThe end-to-end tests did not run on PostgreSQL: set TEST_DATABASE_URL to run them.");
}

function isSerial(file: string): boolean {
  return /mode:\s*"serial"/.test(fs.readFileSync(path.join(root, "e2e", file), "utf8"));
}

printTimes();
console.info("\n✔ All checks passed");
