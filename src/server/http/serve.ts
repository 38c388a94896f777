import "server-only";
import { getConfig } from "../config";
import { closeDb } from "../db";
import { loadEnvFiles } from "../env-files";
import { stopOutboxWorker } from "../leads/outbox-worker";
import { imageEncoder } from "../media/encoder";
import { stopHousekeeping } from "../ops/housekeeping";
import { getLogger } from "../ops/logger";
import { startSiteLease, stopSiteLease } from "../ops/site-lease";
import { startSiteServer } from "./site-server";

/**
 * The server's entry point, compiled to plain JavaScript (.next/site-server/) and started by
 * scripts/start.mjs once scripts/prepare.ts has migrated the database and, for `npm start`,
 * built the site. No TypeScript loader stays in the server's memory. start.mjs sets NODE_ENV,
 * to "development" for `npm run dev`.
 */

async function serve() {
  loadEnvFiles();
  const config = getConfig();
  let site;
  try {
    // Before the first request: a restore refuses while this process may write (decision 123).
    await startSiteLease();
    site = await startSiteServer({
      dir: process.cwd(),
      port: config.port,
      dev: process.env.NODE_ENV === "development",
    });
  } catch (err) {
    await stopSiteLease();
    const code = (err as { code?: string }).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is in use: stop the program using it or choose another with PORT.`
        : `The server could not start: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  }
  const logger = getLogger();
  logger.info(`Ready on ${site.url} (canonical address ${config.siteUrl})`);
  // Decision 130: stop accepting, drain, give back the outbox's claim, stop the image encoder
  // (decision 199), close the database.
  const stop = async (signal: NodeJS.Signals) => {
    // Both stop taking work at once, before the line that says so.
    // How long requests in flight and a notification being sent get to finish (SHUTDOWN_GRACE_MS).
    const { shutdownGraceMs } = config;
    const stopping = Promise.all([site.close(shutdownGraceMs), stopOutboxWorker(shutdownGraceMs)]);
    logger.info({ event: "shutdown", signal }, "Shutting down: finishing the requests in flight");
    try {
      await stopping;
      // The requests that were making images have finished: the encoder's child goes with the server.
      await imageEncoder().stop();
      stopHousekeeping();
      await stopSiteLease();
      await closeDb();
    } catch (err) {
      logger.error({ err }, "Shutting down failed");
      process.exit(1);
    }
    logger.info({ event: "shutdown" }, "Stopped");
    process.exit(0);
  };
  // A second signal during the drain stops the process at once (the default, once this is used).
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(signal));
}

await serve();
