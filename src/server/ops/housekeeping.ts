import "server-only";
import { pruneRateLimits } from "../rate-limit";

const HOUR_MS = 60 * 60 * 1000;
/** The longest rate-limit window is 15 minutes: a counter a day old limits nothing. */
const RATE_LIMIT_RETENTION_MS = 24 * HOUR_MS;

// Once per process, even when several bundles load this module (see the outbox worker).
const STARTED = Symbol.for("agency-site.housekeeping");
const globals = globalThis as typeof globalThis & { [STARTED]?: true };

/** Started once per server process from instrumentation.ts: hourly clean-up of the shared tables. */
export function startHousekeeping(): void {
  if (globals[STARTED]) return;
  globals[STARTED] = true;
  const run = () => {
    pruneRateLimits(RATE_LIMIT_RETENTION_MS).catch((err: unknown) =>
      console.error("Pruning old rate-limit counters failed:", err),
    );
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, HOUR_MS).unref();
}
