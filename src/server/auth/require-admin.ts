import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { clientIp } from "../http/client-address";
import type { AuditActor } from "./audit-log";
import { type AdminSession, getSessionFromHeaders } from "./auth";

/** The signed-in admin of this request, or null; read once per request. */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => getSessionFromHeaders(await headers()));

/** Every admin page and every admin write starts here: no session, no entry. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/login");
  return session;
}

/** Who is acting, for the audit log: the admin's e-mail and this request's address. */
export async function adminActor(session: AdminSession): Promise<AuditActor> {
  return { account: session.user.email, ip: clientIp(await headers()) };
}
