import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { clientIp } from "../http/client-address";
import type { AuditActor } from "./audit-log";
import { type AdminSession, getSessionFromHeaders } from "./auth";
import { getConfig } from "../config";

/**
 * The request's headers for better-auth, with the cookies as `cookies()` holds them now: turning
 * two-factor on or off replaces the session in a server action, and the page rendered after it
 * must send the new session cookie, not the deleted session's from the request.
 */
export async function authHeaders(): Promise<Headers> {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set("cookie", (await cookies()).toString());
  return requestHeaders;
}

/** The signed-in admin of this request, or null; read once per request. */
const getAdminSession = cache(async (): Promise<AdminSession | null> => getSessionFromHeaders(await authHeaders()));

/** With ADMIN_REQUIRE_2FA=true, an admin without two-factor sign-in may only enrol. */
export function mustEnrolTwoFactor(session: AdminSession, config = getConfig()): boolean {
  return config.requireTwoFactor && !session.user.twoFactorEnabled;
}

/**
 * Every admin page and every admin write starts here: no session, no entry. The security page
 * and its actions pass `enrolling`, the only place an admin who must enrol may use.
 */
export async function requireAdmin({ enrolling = false } = {}): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/login");
  if (!enrolling && mustEnrolTwoFactor(session)) redirect("/admin/security");
  return session;
}

/** Who is acting, for the audit log: the admin's e-mail and this request's address. */
export async function adminActor(session: AdminSession): Promise<AuditActor> {
  return { account: session.user.email, ip: clientIp(await headers()) };
}

/** For route handlers, which layouts do not wrap: the admin of these headers, if they may act. */
export async function getAdminFromHeaders(requestHeaders: Headers, config = getConfig()) {
  const session = await getSessionFromHeaders(requestHeaders);
  return session && !mustEnrolTwoFactor(session, config) ? session : null;
}
