import fs from "node:fs";
import path from "node:path";
import { reportedTests } from "./lib/postgres-selection";

/**
 * `npm run test:timings`: where the last `npm test` spent its time, from the reports it left in
 * test-results/ (Vitest's and Playwright's JSON): the test files that took longest and the
 * counts of tests, as Markdown tables for docs/testing.md.
 */
const results = path.resolve(import.meta.dirname, "../test-results");
const TOP = Number(process.argv[2] ?? 12);

const seconds = (ms: number) => (ms / 1000).toFixed(1);

function table(title: string, rows: [string, number, number][], totalMs: number, tests: number) {
  console.info(`\n${title}: ${tests} tests, ${seconds(totalMs)} s of test time in all\n`);
  console.info("| File | Tests | Seconds |\n| --- | ---: | ---: |");
  for (const [file, count, ms] of rows.slice(0, TOP)) console.info(`| \`${file}\` | ${count} | ${seconds(ms)} |`);
}

function byFile(entries: { file: string; ms: number }[]): [string, number, number][] {
  const files = new Map<string, { count: number; ms: number }>();
  for (const { file, ms } of entries) {
    const entry = files.get(file) ?? { count: 0, ms: 0 };
    files.set(file, { count: entry.count + 1, ms: entry.ms + ms });
  }
  return [...files]
    .map(([file, { count, ms }]): [string, number, number] => [file, count, ms])
    .sort((a, b) => b[2] - a[2]);
}

const vitestReport = path.join(results, "vitest.json");
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, "utf8")) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  // A file runs once per project (unit, sqlite, postgres): each run is a row.
  const rows = report.testResults
    .map((file): [string, number, number] => [
      path.relative(path.dirname(results), file.name),
      file.assertionResults.length,
      file.endTime - file.startTime,
    ])
    .sort((a, b) => b[2] - a[2]);
  const total = rows.reduce((sum, row) => sum + row[2], 0);
  table(
    "Unit and integration test files (a row per file and database)",
    rows,
    total,
    rows.reduce((n, r) => n + r[1], 0),
  );
}

for (const [name, file] of [
  ["End-to-end specs on SQLite", "e2e-sqlite.json"],
  ["End-to-end specs on PostgreSQL", "e2e-postgres.json"],
] as const) {
  const report = path.join(results, file);
  if (!fs.existsSync(report)) continue;
  const tests = reportedTests(report);
  const rows = byFile(tests.map((test) => ({ file: `e2e/${test.file}`, ms: test.durationMs })));
  table(
    name,
    rows,
    tests.reduce((sum, test) => sum + test.durationMs, 0),
    tests.length,
  );
}
