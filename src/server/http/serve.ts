import "server-only";
import { getConfig } from "../config";
import { closeDb } from "../db";
import { loadEnvFiles } from "../env-files";
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
    site = await startSiteServer({
      dir: process.cwd(),
      port: config.port,
      dev: process.env.NODE_ENV === "development",
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is in use: stop the program using it or choose another with PORT.`
        : `The server could not start: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  }
  console.info(`Ready on ${site.url} (canonical address ${config.siteUrl})`);
  const stop = async () => {
    await site.close();
    await closeDb();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop());
}

await serve();
