import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { remember } from "@epic-web/remember";
import type { LogEvent } from "kysely";

/**
 * The test suite's record of which test made the site send which SQL statement
 * (QUERY_LOG_FILE, unset in production): the end-to-end tests label their requests with
 * TEST_ID_HEADER, the server carries the label through everything a request causes, and each
 * statement is appended to the file with it. docs/testing.md says what the record is for: the
 * choice of the end-to-end tests that run on PostgreSQL.
 */

export const TEST_ID_HEADER = "x-test-id";

// One for the process: the site's server and Next.js's bundle each carry a copy of this module,
// and whichever opens the database first gives it its log function.
const requestLabel = remember("agency-site.request-label", () => new AsyncLocalStorage<string>());

/** Runs `answer` with the request's test label, when it has one, for the statements it causes. */
export function withRequestLabel<T>(request: IncomingMessage, answer: () => T): T {
  const label = request.headers[TEST_ID_HEADER];
  return typeof label === "string" && label ? requestLabel.run(label, answer) : answer();
}

/** Kysely's `log` option: appends each labelled statement to `file` as `label<TAB>sql`. */
export function queryLogTo(file: string): (event: LogEvent) => void {
  return (event) => {
    const label = requestLabel.getStore();
    if (label === undefined) return;
    fs.appendFileSync(file, `${label}\t${event.query.sql.replace(/\s+/g, " ")}\n`);
  };
}
