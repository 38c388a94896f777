import fs from "node:fs";

/**
 * Which end-to-end tests run again on PostgreSQL (docs/testing.md): the fewest that, between them,
 * send every distinct SQL statement the run on SQLite sent. Every query of the site is also tested
 * on both databases by the integration tests; the second end-to-end run shows that each statement a
 * real journey sends works on PostgreSQL, without repeating the journeys that send nothing new.
 */

export interface ReportedTest {
  /** Playwright's test id, which the server's query log names. */
  id: string;
  /** The spec file, from the tests' folder. */
  file: string;
  /** The titles of its groups, then its own. */
  titlePath: string[];
  durationMs: number;
}

export interface Selection {
  tests: ReportedTest[];
  /** Distinct statements the run on SQLite sent, labelled with a test. */
  statements: number;
  /** Tests of the run on SQLite. */
  of: number;
  /** Their total duration, and the chosen ones'. */
  durationMs: number;
  chosenDurationMs: number;
}

/** A statement's shape: lists of placeholders and whitespace do not make a new one. */
export function statementShape(sql: string): string {
  return sql
    .replace(/\s+/g, " ")
    .replace(/\?(?:\s*,\s*\?)+/g, "?…")
    .replace(/\(\?…\)(?:\s*,\s*\(\?…\))+/g, "(?…)…")
    .trim();
}

/** The tests and their durations from Playwright's JSON report. */
export function reportedTests(reportFile: string): ReportedTest[] {
  interface Spec {
    id: string;
    title: string;
    file: string;
    tests: { results: { duration: number }[] }[];
  }
  interface Suite {
    title: string;
    specs?: Spec[];
    suites?: Suite[];
  }
  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as { suites: Suite[] };
  const found: ReportedTest[] = [];
  // A file's suite is titled with its name; the groups inside it with theirs.
  const visit = (suite: Suite, groups: string[]) => {
    for (const spec of suite.specs ?? []) {
      found.push({
        id: spec.id,
        file: spec.file,
        titlePath: [...groups, spec.title],
        durationMs: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0),
      });
    }
    for (const child of suite.suites ?? []) visit(child, [...groups, child.title]);
  };
  for (const file of report.suites) visit(file, []);
  return found;
}

/** The statements each test caused, from the server's query log (`label<TAB>sql` lines). */
export function statementsByTest(queryLog: string): Map<string, Set<string>> {
  const byTest = new Map<string, Set<string>>();
  if (!fs.existsSync(queryLog)) return byTest;
  for (const line of fs.readFileSync(queryLog, "utf8").split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const id = line.slice(0, tab);
    let statements = byTest.get(id);
    if (!statements) byTest.set(id, (statements = new Set()));
    statements.add(statementShape(line.slice(tab + 1)));
  }
  return byTest;
}

/**
 * A greedy set cover: the test that sends the most statements not yet sent per second of its
 * duration, until every statement is sent. Ties go to the earlier test in the report.
 */
export function choosePostgresTests(tests: ReportedTest[], byTest: Map<string, Set<string>>): Selection {
  const uncovered = new Set([...byTest.values()].flatMap((statements) => [...statements]));
  const statements = uncovered.size;
  const candidates = tests.filter((test) => byTest.has(test.id));
  const chosen: ReportedTest[] = [];
  while (uncovered.size > 0) {
    let best: ReportedTest | undefined;
    let bestScore = 0;
    for (const test of candidates) {
      let fresh = 0;
      for (const statement of byTest.get(test.id)!) if (uncovered.has(statement)) fresh++;
      const score = fresh / Math.max(test.durationMs, 100);
      if (score > bestScore) [best, bestScore] = [test, score];
    }
    // Statements whose test is missing from the report (a test that did not finish) have no one to send them.
    if (!best) break;
    chosen.push(best);
    for (const statement of byTest.get(best.id)!) uncovered.delete(statement);
  }
  return {
    tests: chosen,
    statements,
    of: tests.length,
    durationMs: tests.reduce((sum, test) => sum + test.durationMs, 0),
    chosenDurationMs: chosen.reduce((sum, test) => sum + test.durationMs, 0),
  };
}

/**
 * The chosen tests as Playwright's `--test-list` file takes them: `file › group › title`, a line
 * each. A test of a serial group needs the tests before it: such a file is listed whole.
 */
export function testList(tests: ReportedTest[], isSerial: (file: string) => boolean): string {
  const lines = tests.map((test) => (isSerial(test.file) ? test.file : [test.file, ...test.titlePath].join(" › ")));
  return `${[...new Set(lines)].join("\n")}\n`;
}
