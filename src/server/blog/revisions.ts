import "server-only";
import type { Transaction } from "kysely";
import type { RevisionField, RevisionFields, RevisionSummary, StoredPost } from "@/lib/blog/types";
import { blogPostFields } from "@/lib/validation/blog-post";
import { getDb } from "../db";
import type { Database } from "../db/types";

/**
 * The post_revisions table: one row per save of a post, with when, by whom, which fields changed
 * and every field as saved, so that the editor can put an earlier version back (decision 191).
 * A post keeps its latest REVISIONS_KEPT revisions; older ones go as new ones come.
 */

export const REVISIONS_KEPT = 50;

const revisionFields = [...blogPostFields, "status", "published_at"] as const satisfies readonly RevisionField[];

const fieldsOf = (post: RevisionFields): RevisionFields =>
  Object.fromEntries(revisionFields.map((field) => [field, post[field]])) as RevisionFields;

/** The fields whose values differ; all of them when there is no earlier version. */
export function changedFields(before: RevisionFields | undefined, after: RevisionFields): RevisionField[] {
  return revisionFields.filter((field) => before === undefined || before[field] !== after[field]);
}

/**
 * Within the transaction of a save: keeps the post as saved, unless the save changed nothing.
 * Returns whether a revision was written.
 */
export async function recordRevision(
  trx: Transaction<Database>,
  before: StoredPost | undefined,
  after: StoredPost,
  actor: string | undefined,
): Promise<boolean> {
  const changed = changedFields(before, after);
  if (changed.length === 0) return false;
  await trx
    .insertInto("post_revisions")
    .values({
      post_id: after.id,
      actor: actor ?? null,
      changed: JSON.stringify(changed),
      fields: JSON.stringify(fieldsOf(after)),
    })
    .execute();
  const oldestKept = await trx
    .selectFrom("post_revisions")
    .select("id")
    .where("post_id", "=", after.id)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await trx.deleteFrom("post_revisions").where("post_id", "=", after.id).where("id", "<", oldestKept.id).execute();
  }
  return true;
}

/** A post's revisions, newest first, without their fields. */
export async function listRevisions(postId: number): Promise<RevisionSummary[]> {
  const rows = await getDb()
    .selectFrom("post_revisions")
    .select(["id", "created_at as createdAt", "actor", "changed"])
    .where("post_id", "=", postId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(({ changed, ...row }) => ({ ...row, changed: JSON.parse(changed) as RevisionField[] }));
}

/** Every field of one of a post's revisions, or undefined when the post has no such revision. */
export async function getRevisionFields(postId: number, revisionId: number): Promise<RevisionFields | undefined> {
  const row = await getDb()
    .selectFrom("post_revisions")
    .select("fields")
    .where("post_id", "=", postId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row && (JSON.parse(row.fields) as RevisionFields);
}
