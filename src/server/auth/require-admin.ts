import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type AdminSession, getSessionFromHeaders } from "./auth";

/** The signed-in admin of this request, or null; read once per request. */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => getSessionFromHeaders(await headers()));

/** Every admin page and every admin write starts here: no session, no entry. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect("/login");
  return session;
}
