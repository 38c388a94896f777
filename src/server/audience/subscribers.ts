import "server-only";
import { getDb } from "../db";

/** The newsletter_subscribers table. */

/** Adds an address once: the same address in another case is the same subscriber. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "already-subscribed"> {
  const row = await getDb()
    .insertInto("newsletter_subscribers")
    .values({ email: email.trim().toLowerCase() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? "subscribed" : "already-subscribed";
}
