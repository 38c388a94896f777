import fs from "node:fs";
import { afterAll, inject } from "vitest";
import { closeDb, getDb } from "@/server/db";
import { migrateToLatest } from "@/server/db/migrate";
import { createPostgresDatabase, createSqliteDatabase, makeTestDir, postgresServerUrl } from "./test-database";

// Each integration test file gets its own database, a copy of the run's migrated template on the
// dialect of its Vitest project (database-template.ts), and its own upload folder, and leaves
// nothing behind.
const template = inject("databaseTemplate");
const database =
  template.dialect === "postgres"
    ? await createPostgresDatabase(postgresServerUrl(), template.copySource)
    : createSqliteDatabase(template.copySource);
process.env.DATABASE_URL = database.url;
const uploadDir = makeTestDir("uploads");
process.env.UPLOAD_DIR = uploadDir;
// Nothing to apply on a copy of the template; it still proves the copy is current.
await migrateToLatest(getDb());

afterAll(async () => {
  await closeDb();
  await database.drop();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});
