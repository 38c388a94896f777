import path from "node:path";
import { closeDb } from "@/server/db";
import { loadEnvFiles } from "@/server/env-files";
import { describeStartupError, prepareDatabase } from "@/server/ops/startup";

loadEnvFiles(path.resolve(import.meta.dirname, ".."));

try {
  const applied = await prepareDatabase();
  console.info(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} catch (err) {
  console.error(describeStartupError(err));
  process.exitCode = 1;
} finally {
  await closeDb();
}
