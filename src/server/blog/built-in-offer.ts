import "server-only";
import { builtInArticles } from "@/content/blog";
import { type AuditActor } from "../auth/audit-log";
import { getDb } from "../db";
import { hasStoredPosts, insertPostsUnlessSlugExists } from "./posts";

/**
 * The choice offered before the first post (decision 193): readers see the nine built-in
 * articles while the blog has no public post of its own (decision 020), and they leave the
 * listing when the first one is published. The admin is asked, once, whether to keep them as
 * posts or to start empty; the answer is kept in app_settings.
 */

const CHOICE_KEY = "blog_built_in_articles";

export type BuiltInChoice = "imported" | "start-empty";

/** Whether to make the offer: no post is stored and nobody has answered it. */
export async function shouldOfferBuiltIns(): Promise<boolean> {
  if (await hasStoredPosts()) return false;
  const row = await getDb().selectFrom("app_settings").select("value").where("key", "=", CHOICE_KEY).executeTakeFirst();
  return row === undefined;
}

async function recordChoice(choice: BuiltInChoice) {
  await getDb()
    .insertInto("app_settings")
    .values({ key: CHOICE_KEY, value: choice })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: choice }))
    .execute();
}

/** "Keep them": each built-in article becomes a published post with its own date; returns how many were added. */
export async function keepBuiltInArticles(by?: AuditActor): Promise<number> {
  const results = await insertPostsUnlessSlugExists(
    builtInArticles.map(({ id: _id, readTime: _readTime, ...article }) => article),
    by,
  );
  const added = results.filter((result) => result.status === "added").length;
  if (results.every((result) => result.status !== "error")) await recordChoice("imported");
  return added;
}

/** "Start empty": the built-in articles stay until the first post is published, then only the blog's own posts show. */
export async function startWithoutBuiltIns(): Promise<void> {
  await recordChoice("start-empty");
}
