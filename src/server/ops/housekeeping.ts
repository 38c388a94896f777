import "server-only";
import { remember } from "@epic-web/remember";
import { purgeOldAuditEntries } from "../auth/audit-log";
import { pruneRateLimits } from "../rate-limit";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The longest rate-limit window is 15 minutes: a counter a day old limits nothing. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

/** Each job and how often it runs; every process runs them, and each is harmless twice. */
const JOBS = [
  {
    everyMs: HOUR_MS,
    run: () => pruneRateLimits(RATE_LIMIT_RETENTION_MS),
    failure: "Pruning old rate-limit counters failed:",
  },
  {
    everyMs: DAY_MS,
    run: () => purgeOldAuditEntries(),
    failure: "Purging audit entries older than a year failed:",
  },
] as const;

/**
 * Started once per server process from instrumentation.ts: clean-up of the shared tables.
 * Remembered process-wide, since several bundles may load this module.
 */
export function startHousekeeping(): void {
  remember("agency-site.housekeeping", () => {
    for (const job of JOBS) {
      const run = () => {
        job.run().catch((err: unknown) => console.error(job.failure, err));
      };
      setTimeout(run, 60_000).unref();
      setInterval(run, job.everyMs).unref();
    }
    return true;
  });
}
