"use server";

import { headers } from "next/headers";
import { type FormState, parseFields } from "@/lib/validation/form-fields";
import { type LoginField, LoginSchema, loginFields } from "@/lib/validation/login";
import { isAppCode, type SignInCodeField, SignInCodeSchema, signInCodeFields } from "@/lib/validation/two-factor";
import { getAuth } from "@/server/auth/auth";
import { authErrorCode, authErrorMessage, RESTART_SIGN_IN } from "@/server/auth/auth-errors";

/** After a right password, an account with two-factor sign-in gets `code`: the second step. */
export type SignInState = FormState<LoginField> | { status: "code" };

/**
 * On failure `error` is better-auth's message, or empty when there is none to show. The footer's
 * hint cookie follows the session cookie (see signed-in-hint-plugin.ts).
 */
export async function signInAction(_previous: SignInState, data: FormData): Promise<SignInState> {
  const parsed = parseFields(LoginSchema, data, loginFields);
  if ("errors" in parsed) return { status: "error", error: "", fieldErrors: parsed.errors };
  try {
    const auth = await getAuth();
    const answer = await auth.api.signInEmail({ body: parsed.value, headers: await headers() });
    if ("twoFactorRedirect" in answer && answer.twoFactorRedirect) return { status: "code" };
  } catch (error) {
    const message = authErrorMessage(error);
    if (message === undefined) throw error;
    return { status: "error", error: message, fieldErrors: {} };
  }
  return { status: "success" };
}

/** `restart`: the code step has ended (too many wrong codes, or expired); sign in again. */
export type SignInCodeState = FormState<SignInCodeField> | { status: "restart"; error: string };

/** The second step: six digits go to the app's check, anything else to the backup codes. */
export async function verifySignInCodeAction(_previous: SignInCodeState, data: FormData): Promise<SignInCodeState> {
  const parsed = parseFields(SignInCodeSchema, data, signInCodeFields);
  if ("errors" in parsed) return { status: "error", error: "", fieldErrors: parsed.errors };
  const { code } = parsed.value;
  try {
    const auth = await getAuth();
    const request = { body: { code }, headers: await headers() };
    await (isAppCode(code) ? auth.api.verifyTOTP(request) : auth.api.verifyBackupCode(request));
  } catch (error) {
    const message = authErrorMessage(error);
    if (message === undefined) throw error;
    if (RESTART_SIGN_IN.has(authErrorCode(error) ?? "")) return { status: "restart", error: message };
    return { status: "error", error: message, fieldErrors: { code: message }, values: { code } };
  }
  return { status: "success" };
}
