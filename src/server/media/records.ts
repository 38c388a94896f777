import "server-only";
import type { Selectable } from "kysely";
import { getDb } from "../db";
import type { MediaTable } from "../db/types";

/**
 * The `media` table's rows (decision 125): what the library knows of each uploaded image. The
 * storage modules write a row as they store an image; library.ts reads, edits and removes them.
 */

export type MediaRow = Selectable<MediaTable>;

export interface NewMediaRow {
  name: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  /** When the image was stored; now by default. */
  createdAt?: string;
}

/** Records an image; one already recorded (by another process's backfill, say) is left as it is. */
export async function recordMedia(row: NewMediaRow): Promise<void> {
  await getDb()
    .insertInto("media")
    .values({
      name: row.name,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      content_type: row.contentType,
      created_at: row.createdAt ?? new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/** The rows of these names that exist, by name. */
export async function mediaRowsNamed(names: readonly string[]): Promise<Map<string, MediaRow>> {
  if (names.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("media")
    .selectAll()
    .where("name", "in", [...new Set(names)])
    .execute();
  return new Map(rows.map((row) => [row.name, row]));
}
