import path from "node:path";
import { parseArgs } from "node:util";
import { closeDb } from "@/server/db";
import { loadEnvFiles } from "@/server/env-files";
import { describeBackupError } from "@/server/ops/backup";
import { restoreBackup } from "@/server/ops/backup-restore";

/**
 * `npm run restore -- FILE [--force]` restores a backup into the configured database and image
 * storage. It refuses while a server process uses the database: stop the site first. --force
 * replaces a database that already holds data.
 */

loadEnvFiles(path.resolve(import.meta.dirname, ".."));

const USAGE = "Usage: npm run restore -- FILE [--force]";

async function main(): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean" } } });
    if (positionals.length !== 1) throw new Error(USAGE);
    file = path.resolve(positionals[0]!);
    force = values.force ?? false;
  } catch {
    console.error(USAGE);
    return 2;
  }
  try {
    const { manifest, rows, uploadsAdded, held } = await restoreBackup(file, { force });
    console.info(
      `Restored ${rows} rows in ${manifest.tables.length} tables and ${uploadsAdded} new images ` +
        `from a ${manifest.dialect} backup of ${manifest.createdAt}.`,
    );
    if (held > 0) {
      console.info(
        `${held} notification${held === 1 ? "" : "s"} waiting at the backup ${held === 1 ? "is" : "are"} not sent again: ` +
          "the site was running and may have sent them since. They show as failed in the admin; resend those that did not arrive.",
      );
    }
    return 0;
  } catch (err) {
    console.error(describeBackupError(err, "Restore"));
    return 1;
  } finally {
    await closeDb();
  }
}

process.exitCode = await main();
