"use server";

import { APIError } from "better-auth/api";
import { cookies, headers } from "next/headers";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/signed-in-hint";
import { type FormState, parseFields } from "@/lib/validation/form-fields";
import { type LoginField, LoginSchema, loginFields } from "@/lib/validation/login";
import { getAuth, SESSION_MAX_SECONDS } from "@/server/auth/auth";
import { getConfig } from "@/server/config";

/** On failure `error` is better-auth's message, or empty when there is none to show. */
export async function signInAction(_previous: FormState<LoginField>, data: FormData): Promise<FormState<LoginField>> {
  const parsed = parseFields(LoginSchema, data, loginFields);
  if ("errors" in parsed) return { status: "error", error: "", fieldErrors: parsed.errors };
  try {
    const auth = await getAuth();
    await auth.api.signInEmail({ body: parsed.value, headers: await headers() });
  } catch (error) {
    const message = error instanceof APIError ? error.body?.message : undefined;
    return { status: "error", error: message ?? "", fieldErrors: {} };
  }
  (await cookies()).set(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure: getConfig().isHttps,
    maxAge: SESSION_MAX_SECONDS,
  });
  return { status: "success" };
}
