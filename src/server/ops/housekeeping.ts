import "server-only";
import { remember } from "@epic-web/remember";
import { pruneRateLimits } from "../rate-limit";
import { getLogger } from "./logger";

const HOUR_MS = 60 * 60 * 1000;
/** The longest rate-limit window is 15 minutes: a counter a day old limits nothing. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

// Remembered process-wide, since several bundles may load this module.
const timers = remember("agency-site.housekeeping", () => ({ handles: [] as NodeJS.Timeout[] }));

/** Started once per server process from instrumentation.ts: hourly clean-up of the shared tables. */
export function startHousekeeping(): void {
  if (timers.handles.length) return;
  const run = () => {
    pruneRateLimits(RATE_LIMIT_RETENTION_MS).catch((err: unknown) =>
      getLogger().error({ err }, "Pruning old rate-limit counters failed"),
    );
  };
  timers.handles = [setTimeout(run, 60_000).unref(), setInterval(run, HOUR_MS).unref()];
}

/** At shutdown: no clean-up starts on a database about to close. */
export function stopHousekeeping(): void {
  for (const handle of timers.handles) clearTimeout(handle);
}
