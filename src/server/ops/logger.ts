import "server-only";
import { remember } from "@epic-web/remember";
import pino, { type DestinationStream, type Logger } from "pino";
import { getConfig } from "../config";

/**
 * The server's one logger: JSON lines on stdout through pino (decision 131). No transport:
 * pino's transports run in worker threads, which Next.js's bundles do not carry; a synchronous
 * write to stdout keeps each line whole and in order.
 */

export type { Logger };

export function createLogger(level: string, destination: DestinationStream = pino.destination({ sync: true })): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Shared by every bundle in the process (the site server's and Next.js's). */
export function getLogger(): Logger {
  return remember("agency-site.logger", () => createLogger(getConfig().logLevel));
}
