import type { TestProject } from "vitest/node";
import { parseDatabaseUrl } from "@/server/config";
import { createDb } from "@/server/db";
import { migrateToLatest } from "@/server/db/migrate";
import { describeReaped, reapLeftovers } from "./reap-leftovers";
import { type TestDatabase, createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database of the project's dialect that each test file copies (database-setup.ts). */
    databaseTemplate: { dialect: string; copySource: string };
  }
}

/**
 * Once per run and dialect: the leftovers of interrupted runs removed, then one database migrated,
 * which every integration test file copies instead of migrating its own (a file copy on SQLite,
 * `create database … template` on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dialect = project.config.env?.TEST_DIALECT ?? "sqlite";
  const serverUrl = process.env.TEST_DATABASE_URL;
  const reaped = describeReaped(await reapLeftovers(serverUrl));
  if (reaped) console.info(reaped);

  const template: TestDatabase = await createTestDatabase(dialect);
  const db = createDb(parseDatabaseUrl(template.url, process.cwd()));
  try {
    await migrateToLatest(db);
  } finally {
    // Closed, so that SQLite's file holds every page and PostgreSQL lets the template be copied.
    await db.destroy();
  }
  project.provide("databaseTemplate", { dialect, copySource: template.copySource });
  return () => template.drop();
}
