import "server-only";
import type { Transaction } from "kysely";
import { getDb } from "../db";
import type { Database } from "../db/types";
import { leadsBackTo, parseFrom, parseTo, redirectText } from "@/lib/redirects";
import { articlePath } from "@/lib/seo/article-seo";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { forgetNotFound } from "../http/not-found-log";

/** The redirects table: one module owns every query on it (decision 190). */

/** Within the transaction that stores a new post: its address is a page again, not a redirect. */
export async function releasePostPath(trx: Transaction<Database>, slug: string): Promise<void> {
  await releasePath(trx, articlePath(slug));
}

/** Within the transaction that makes a page of this address again: a redirect from it would hide the page. */
export async function releasePath(trx: Transaction<Database>, path: string): Promise<void> {
  await trx.deleteFrom("redirects").where("from_path", "=", path).execute();
}

/**
 * Within the transaction that moves a page (a renamed post, category or tag): its old address
 * answers with the new one. Redirects to the old address follow it (A→B, B→C gives A→C), and a
 * redirect from the new address goes, since a page lives there again (moving back never makes a
 * loop). Returns the addresses redirected, for the audit log.
 */
export async function redirectMovedPage(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<{ from: string; to: string }> {
  await trx.deleteFrom("redirects").where("from_path", "in", [from, to]).execute();
  await trx.updateTable("redirects").set({ to_target: to }).where("to_target", "=", from).execute();
  await trx.insertInto("redirects").values({ from_path: from, to_target: to, kind: "automatic" }).execute();
  return { from, to };
}

/** Within the transaction that renames a post: its old address answers with the new one. */
export async function redirectRenamedPost(
  trx: Transaction<Database>,
  oldSlug: string,
  newSlug: string,
): Promise<{ from: string; to: string }> {
  return redirectMovedPage(trx, articlePath(oldSlug), articlePath(newSlug));
}

/**
 * Every redirect, from its old address to its target. Read again only when the content version
 * moves. A target today's checks refuse (one stored before they were tightened, or written by
 * hand) is left out rather than sent as a Location.
 */
export async function loadRedirects(): Promise<Map<string, string>> {
  const rows = await getDb().selectFrom("redirects").select(["from_path", "to_target"]).execute();
  return new Map(
    rows.filter((row) => !("error" in parseTo(row.to_target))).map((row) => [row.from_path, row.to_target]),
  );
}

export interface RedirectRow {
  id: number;
  from: string;
  to: string;
  kind: "automatic" | "manual";
  createdAt: string;
}

/** Every redirect, newest first. */
export async function listRedirects(): Promise<RedirectRow[]> {
  return getDb()
    .selectFrom("redirects")
    .select(["id", "from_path as from", "to_target as to", "kind", "created_at as createdAt"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export type AddRedirectResult = { ok: true } | { ok: false; fieldErrors: Partial<Record<"from" | "to", string>> };

/**
 * Adds a redirect the admin typed, after the checks of src/lib/redirects.ts and against the
 * stored ones. `isPage` says whether a page of the blog lives at an address (a post, a category
 * or a tag page): posts.ts owns those tables and calls this module in its own transactions, so
 * the caller hands the check in (`blogPageExists`).
 */
export async function addManualRedirect(
  input: { from: string; to: string },
  isPage: (path: string) => Promise<boolean>,
  by?: AuditActor,
): Promise<AddRedirectResult> {
  const from = parseFrom(input.from);
  const to = parseTo(input.to);
  const fieldErrors: Partial<Record<"from" | "to", string>> = {};
  if ("error" in from) fieldErrors.from = from.error;
  if ("error" in to) fieldErrors.to = to.error;
  if ("error" in from || "error" in to) return { ok: false, fieldErrors };
  if (await isPage(from.path)) return { ok: false, fieldErrors: { from: redirectText.fromIsPage } };
  const existing = await loadRedirects();
  if (existing.has(from.path)) return { ok: false, fieldErrors: { from: redirectText.fromTaken } };
  if (leadsBackTo(from.path, to.target, existing)) return { ok: false, fieldErrors: { to: redirectText.loop } };
  const stored = await getDb()
    .insertInto("redirects")
    .values({ from_path: from.path, to_target: to.target, kind: "manual" })
    .onConflict((oc) => oc.column("from_path").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!stored) return { ok: false, fieldErrors: { from: redirectText.fromTaken } };
  // The address is answered now: it leaves the 404 log.
  await forgetNotFound(from.path);
  await recordAuditBy(by, "redirect-added", { type: "redirect", id: stored.id, label: `${from.path} → ${to.target}` });
  return { ok: true };
}

/** Returns whether a redirect was deleted. */
export async function deleteRedirect(id: number, by?: AuditActor): Promise<boolean> {
  const deleted = await getDb()
    .deleteFrom("redirects")
    .where("id", "=", id)
    .returning(["id", "from_path", "to_target"])
    .executeTakeFirst();
  if (deleted)
    await recordAuditBy(by, "redirect-deleted", {
      type: "redirect",
      id: deleted.id,
      label: `${deleted.from_path} → ${deleted.to_target}`,
    });
  return deleted !== undefined;
}
