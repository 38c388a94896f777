import "server-only";
import { getDb } from "../db";

/**
 * The version of everything the public pages show from the database. Triggers on blog_posts
 * raise it on every write (migration 2026_11_26_000000_content_version), so a page stored
 * under an older version is out of date, whichever process or person made the write.
 */
export async function readContentVersion(): Promise<number> {
  const row = await getDb()
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return row.version;
}
