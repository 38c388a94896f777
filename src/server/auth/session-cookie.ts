import "server-only";
import { getConfig } from "../config";

/** The session cookie's name; on https it carries the __Host- prefix (Secure, host-only, path /). */
export function sessionCookieName(): string {
  return getConfig().isHttps ? "__Host-agency.session_token" : "agency.session_token";
}

/** The session's token, as the session table holds it, from a Cookie header. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
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
