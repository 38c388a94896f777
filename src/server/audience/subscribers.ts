import "server-only";
import { sql } from "kysely";
import { type DB, getDb } from "../db";
import { dialectOf, equalsIgnoringCase } from "../db/dialect";

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

/** The subscriber rows of an address, whatever its case, with every column (a privacy request). */
export async function findSubscribersByEmail(email: string) {
  const db = getDb();
  return db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .orderBy("id")
    .execute();
}

export type Subscriber = Awaited<ReturnType<typeof findSubscribersByEmail>>[number];

/** Deletes an address's subscriber rows in the caller's transaction. Returns how many. */
export async function deleteSubscribersByEmail(db: DB, email: string): Promise<number> {
  const result = await db
    .deleteFrom("newsletter_subscribers")
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
