import "server-only";
import { remember } from "@epic-web/remember";
import { pruneRateLimits } from "../rate-limit";

const HOUR_MS = 60 * 60 * 1000;
/** The longest rate-limit window is 15 minutes: a counter a day old limits nothing. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

/**
 * Started once per server process from instrumentation.ts: hourly clean-up of the shared
 * tables. Remembered process-wide, since several bundles may load this module.
 */
export function startHousekeeping(): void {
  remember("agency-site.housekeeping", () => {
    const run = () => {
      pruneRateLimits(RATE_LIMIT_RETENTION_MS).catch((err: unknown) =>
        console.error("Pruning old rate-limit counters failed:", err),
      );
    };
    setTimeout(run, 60_000).unref();
    setInterval(run, HOUR_MS).unref();
    return true;
  });
}
