import path from "node:path";
import { ensureConfiguredAdmin } from "@/server/auth/admin-accounts";
import { getConfig } from "@/server/config";
import { closeDb } from "@/server/db";
import { loadEnvFiles } from "@/server/env-files";
import { describeStartupError, prepareDatabase } from "@/server/ops/startup";
import { DEV_SERVER_BUNDLE, bundleServer, ensureBuild } from "./lib/build";

/**
 * The first half of `npm start` and `npm run dev` (scripts/start.mjs): checks the
 * environment, migrates the database, creates the configured admin account, then builds the
 * site when the build is not current or, with --dev, compiles only the server's entry
 * (Next.js compiles pages on demand in development). Exits with 1 and one line on any
 * failure. It runs in a process of its own, so that the server does not carry its modules.
 */
const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");

async function main() {
  loadEnvFiles(root);
  let config;
  try {
    config = getConfig();
    const applied = await prepareDatabase();
    if (applied.length) console.info(`Database migrated: ${applied.join(", ")}`);
    const adminNote = await ensureConfiguredAdmin();
    if (adminNote) console.info(adminNote);
  } catch (err) {
    console.error(describeStartupError(err));
    process.exit(1);
  } finally {
    await closeDb();
  }

  try {
    if (dev) bundleServer(root, DEV_SERVER_BUNDLE);
    else ensureBuild(root, { SITE_URL: config.siteUrl });
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

await main();
