import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { makeTestDir } from "../../../tests/support/test-database";
import { parseDatabaseUrl } from "../config";
import { createDb } from ".";
import { TEST_ID_HEADER, withRequestLabel } from "./query-log";

const dir = makeTestDir("query-log");
const file = path.join(dir, "queries.tsv");
const db = createDb(parseDatabaseUrl(process.env.DATABASE_URL, process.cwd()), file);
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the query log", () => {
  it("records each statement a labelled request causes with its label, and nothing else", async () => {
    await sql`select 1 as unlabelled`.execute(db);
    await withRequestLabel(request({ [TEST_ID_HEADER]: "test-a" }), async () => {
      await sql`select 2 as first`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.selectFrom("app_settings").select("value").where("key", "=", "x").execute();
    });
    await withRequestLabel(request({}), () => sql`select 3 as no_label`.execute(db));
    expect(fs.readFileSync(file, "utf8").trim().split("\n")).toEqual([
      "test-a\tselect 2 as first",
      expect.stringMatching(/^test-a\tselect "value" from "app_settings" where "key" = (\?|\$1)$/),
    ]);
  });
});
