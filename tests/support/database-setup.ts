import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { closeDb, getDb } from "@/server/db";
import { migrateToLatest } from "@/server/db/migrate";
import { createTestDatabase } from "./test-database";

// Each integration test file gets its own migrated database, on the dialect of
// its Vitest project, and its own upload folder, and leaves nothing behind.
const database = await createTestDatabase(process.env.TEST_DIALECT);
process.env.DATABASE_URL = database.url;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-uploads-"));
process.env.UPLOAD_DIR = uploadDir;
await migrateToLatest(getDb());

afterAll(async () => {
  await closeDb();
  await database.drop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});
