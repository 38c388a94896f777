import "server-only";
import { remember } from "@epic-web/remember";
import { purgeUnconfirmedSubscribers } from "../audience/subscribers";
import { purgeOldAuditEntries } from "../auth/audit-log";
import { emptyWriteAheadLog } from "../db";
import { purgeExpiredLeads } from "../leads/privacy";
import { pruneRateLimits } from "../rate-limit";
import { purgeOldPageViews } from "../traffic/page-views";
import { getLogger } from "./logger";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The longest rate-limit window is 15 minutes: a counter a day old limits nothing. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

/** Each job and how often it runs; every process runs them, and each is harmless twice. */
const JOBS = [
  {
    everyMs: HOUR_MS,
    run: () => pruneRateLimits(RATE_LIMIT_RETENTION_MS),
    failure: "Pruning old rate-limit counters failed",
  },
  {
    everyMs: DAY_MS,
    run: () => purgeOldAuditEntries(),
    failure: "Purging audit entries older than a year failed",
  },
  {
    everyMs: DAY_MS,
    run: () => purgeExpiredLeads(),
    failure: "Purging leads older than LEAD_RETENTION_DAYS failed",
  },
  {
    everyMs: HOUR_MS,
    run: () => purgeUnconfirmedSubscribers(),
    failure: "Purging newsletter sign-ups unconfirmed for a week failed",
  },
  {
    everyMs: DAY_MS,
    run: () => purgeOldPageViews(),
    failure: "Purging page views older than their retention failed",
  },
  {
    // Deleted rows' earlier frames leave SQLite's log within the hour, also those an erasure
    // could not empty at once because a reader held the log (decision 124).
    everyMs: HOUR_MS,
    run: () => emptyWriteAheadLog(),
    failure: "Emptying SQLite's write-ahead log failed",
  },
] as const;

// Remembered process-wide, since several bundles may load this module.
const timers = remember("agency-site.housekeeping", () => ({ handles: [] as NodeJS.Timeout[] }));

/** Started once per server process from instrumentation.ts: clean-up of the shared tables. */
export function startHousekeeping(): void {
  if (timers.handles.length) return;
  for (const job of JOBS) {
    const run = () => {
      job.run().catch((err: unknown) => getLogger().error({ err }, job.failure));
    };
    timers.handles.push(setTimeout(run, 60_000).unref(), setInterval(run, job.everyMs).unref());
  }
}

/** At shutdown: no clean-up starts on a database about to close. */
export function stopHousekeeping(): void {
  for (const handle of timers.handles) clearTimeout(handle);
  timers.handles = [];
}
