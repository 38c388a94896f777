import "server-only";
import { getAuthDb } from "../db";
import { sessionToken } from "./session-cookie";

/**
 * Whether the request carries a live admin session, by one look-up of its token, without
 * loading better-auth: for the page cache, which lets only the admin force a fresh render.
 * The token is 32 random characters, so a guess finds nothing.
 */
export async function hasLiveSession(cookieHeader: string | undefined): Promise<boolean> {
  const token = sessionToken(cookieHeader);
  if (!token) return false;
  const row = await getAuthDb()
    .selectFrom("session" as never)
    .select("expiresAt" as never)
    .where("token" as never, "=", token as never)
    .executeTakeFirst();
  const expiresAt = (row as { expiresAt?: string | Date } | undefined)?.expiresAt;
  return expiresAt !== undefined && new Date(expiresAt).getTime() > Date.now();
}
