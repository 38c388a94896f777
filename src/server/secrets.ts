import "server-only";
import { randomBytes } from "node:crypto";
import { memoizeAsync } from "@/lib/memoize-async";
import { getDb } from "./db";

/**
 * A random secret for signing (sessions, form timestamps), generated on first use and
 * kept in the database so that every server process shares it and restarts keep it.
 */
export const getAppSecret = memoizeAsync(loadOrCreateSecret);

async function loadOrCreateSecret(): Promise<string> {
  const db = getDb();
  // Two processes starting together may both try: the first insert wins, both read it back.
  await db
    .insertInto("app_settings")
    .values({ key: "secret", value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", "secret").executeTakeFirstOrThrow();
  return row.value;
}
