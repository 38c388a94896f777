import "server-only";
import { getConfig } from "../config";
import { getAuthDb } from "../db";

/** The session cookie's name; on https it carries the __Host- prefix (Secure, host-only, path /). */
export function sessionCookieName(): string {
  return getConfig().isHttps ? "__Host-agency.session_token" : "agency.session_token";
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  const name = sessionCookieName();
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    // better-auth signs the cookie: "<token>.<signature>".
    if (key === name) return decodeURIComponent(value.join("=")).split(".")[0];
  }
  return undefined;
}

/** Whether the request carries a session cookie, live or not: no database is asked. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return sessionToken(cookieHeader) !== undefined;
}

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
