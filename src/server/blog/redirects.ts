import "server-only";
import type { Transaction } from "kysely";
import { getDb } from "../db";
import type { Database } from "../db/types";

/** The redirects table: one module owns every query on it (decision 190). */

export const postPath = (slug: string) => `/blog/${slug}`;

/**
 * Within the transaction that renames a post: its old address answers with the new one.
 * Redirects to the old address follow it (A→B, B→C gives A→C), and a redirect from the new
 * address goes, since a post lives there again (renaming back never makes a loop).
 * Returns the addresses redirected, for the audit log.
 */
export async function redirectRenamedPost(
  trx: Transaction<Database>,
  oldSlug: string,
  newSlug: string,
): Promise<{ from: string; to: string }> {
  const from = postPath(oldSlug);
  const to = postPath(newSlug);
  await trx.deleteFrom("redirects").where("from_path", "in", [from, to]).execute();
  await trx.updateTable("redirects").set({ to_target: to }).where("to_target", "=", from).execute();
  await trx.insertInto("redirects").values({ from_path: from, to_target: to, kind: "automatic" }).execute();
  return { from, to };
}

/** Every redirect, from its old address to its target. Read again only when the content version moves. */
export async function loadRedirects(): Promise<Map<string, string>> {
  const rows = await getDb().selectFrom("redirects").select(["from_path", "to_target"]).execute();
  return new Map(rows.map((row) => [row.from_path, row.to_target]));
}
