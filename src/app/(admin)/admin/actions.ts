"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/signed-in-hint";
import { getAuth } from "@/server/auth/auth";

/** Logout: ends the session in the database, forgets the cookies and returns to the home page. */
export async function signOutAction(): Promise<void> {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  (await cookies()).delete(SIGNED_IN_HINT_COOKIE);
  redirect("/");
}
