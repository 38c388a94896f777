import path from "node:path";
import { parseArgs } from "node:util";
import { closeDb } from "@/server/db";
import { loadEnvFiles } from "@/server/env-files";
import { createBackup, describeBackupError } from "@/server/ops/backup";

/**
 * `npm run backup` writes backups/backup-{time}.tar.gz; `npm run backup -- --out FILE` writes FILE.
 * The path of the archive is the last line printed, for scripts that keep or ship it.
 */

const root = path.resolve(import.meta.dirname, "..");
loadEnvFiles(root);

async function main(): Promise<number> {
  let out: string;
  let ownFolder: boolean;
  try {
    const { values } = parseArgs({ options: { out: { type: "string" } } });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    out = path.resolve(values.out ?? path.join(root, "backups", `backup-${stamp}.tar.gz`));
    ownFolder = values.out === undefined;
  } catch {
    console.error("Usage: npm run backup [-- --out FILE]");
    return 2;
  }
  try {
    const manifest = await createBackup({ out, ownFolder });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.info(`Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.uploads.length} images.`);
    console.info(out);
    return 0;
  } catch (err) {
    console.error(describeBackupError(err, "Backup"));
    return 1;
  } finally {
    await closeDb();
  }
}

process.exitCode = await main();
