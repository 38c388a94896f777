"use server";

import { APIError } from "better-auth/api";
import { cookies, headers } from "next/headers";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/signed-in-hint";
import { readFields, fieldErrors, type FieldErrors } from "@/lib/validation/form-fields";
import { type LoginField, LoginSchema, loginFields } from "@/lib/validation/login";
import { getAuth, SESSION_MAX_SECONDS } from "@/server/auth/auth";
import { getConfig } from "@/server/config";

export type SignInState =
  | { status: "idle" }
  | { status: "success" }
  /** `error` is the server's message, or empty when there is none to show. */
  | { status: "error"; error: string; fieldErrors: FieldErrors<LoginField> };

export async function signInAction(_previous: SignInState, data: FormData): Promise<SignInState> {
  const parsed = LoginSchema.safeParse(readFields(data, loginFields));
  if (!parsed.success) return { status: "error", error: "", fieldErrors: fieldErrors(parsed.error) };
  try {
    const auth = await getAuth();
    await auth.api.signInEmail({ body: parsed.data, headers: await headers() });
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
