import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ReportedTest,
  choosePostgresTests,
  reportedTests,
  statementShape,
  statementsByTest,
  testList,
} from "./postgres-selection";

const test = (id: string, durationMs: number): ReportedTest => ({
  id,
  file: `${id}.spec.ts`,
  titlePath: ["a group", id],
  durationMs,
});

describe("statementShape", () => {
  it("counts a statement once whatever the length of its lists of values", () => {
    expect(statementShape('select * from "a" where "id" in (?, ?, ?)')).toBe(
      statementShape('select * from "a" where "id" in (?, ?)'),
    );
    expect(statementShape('insert into "a" ("x", "y") values (?, ?), (?, ?)')).toBe(
      statementShape('insert into "a" ("x", "y") values (?, ?), (?, ?), (?, ?)'),
    );
    expect(statementShape("select  1\n from a")).toBe("select 1 from a");
  });

  it("keeps statements apart that differ in anything but their lists", () => {
    expect(statementShape('select * from "a" where "id" = ?')).not.toBe(
      statementShape('select * from "b" where "id" = ?'),
    );
  });
});

describe("choosePostgresTests", () => {
  it("chooses tests until every statement is sent, the most new statements per second first", () => {
    const byTest = new Map([
      ["slow-all", new Set(["s1", "s2", "s3"])],
      ["fast-two", new Set(["s1", "s2"])],
      ["fast-one", new Set(["s3"])],
      ["nothing-new", new Set(["s1"])],
    ]);
    const tests = [
      test("slow-all", 30_000),
      test("fast-two", 1_000),
      test("fast-one", 1_000),
      test("nothing-new", 500),
    ];
    const selection = choosePostgresTests(tests, byTest);
    expect(selection.tests.map((t) => t.id)).toEqual(["fast-two", "fast-one"]);
    expect(selection).toMatchObject({ statements: 3, of: 4, durationMs: 32_500, chosenDurationMs: 2_000 });
  });

  it("chooses nothing when no test sent a statement", () => {
    expect(choosePostgresTests([test("a", 1000)], new Map()).tests).toEqual([]);
  });
});

describe("statementsByTest", () => {
  it("reads the query log's labelled lines and ignores anything else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-query-log-"));
    const file = path.join(dir, "queries.tsv");
    fs.writeFileSync(file, "a\tselect 1\na\tselect  1\nb\tselect 2\n\tno label\nnot a line\n");
    try {
      expect(statementsByTest(file)).toEqual(
        new Map([
          ["a", new Set(["select 1"])],
          ["b", new Set(["select 2"])],
        ]),
      );
      expect(statementsByTest(path.join(dir, "missing.tsv"))).toEqual(new Map());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("reportedTests and testList", () => {
  it("read each test's file, groups and time from Playwright's report, and list them as --test-list takes them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-report-"));
    const file = path.join(dir, "report.json");
    const spec = (id: string, title: string, durations: number[]) => ({
      id,
      title,
      file: "admin.spec.ts",
      tests: [{ results: durations.map((duration) => ({ duration })) }],
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            title: "admin.spec.ts",
            specs: [spec("a", "signs in", [1200])],
            suites: [{ title: "the inbox", specs: [spec("b", "pages leads", [800, 100])] }],
          },
        ],
      }),
    );
    try {
      const tests = reportedTests(file);
      expect(tests).toEqual([
        { id: "a", file: "admin.spec.ts", titlePath: ["signs in"], durationMs: 1200 },
        { id: "b", file: "admin.spec.ts", titlePath: ["the inbox", "pages leads"], durationMs: 900 },
      ]);
      expect(testList(tests, () => false)).toBe("admin.spec.ts › signs in\nadmin.spec.ts › the inbox › pages leads\n");
      expect(testList(tests, () => true)).toBe("admin.spec.ts\n");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
