import "server-only";
import { APIError } from "better-auth/api";

/**
 * What a person is told when better-auth refuses a code or a password on the security page or
 * at sign-in: a sentence for each refusal we expect, better-auth's own message otherwise.
 */
const MESSAGES: Record<string, string> = {
  INVALID_CODE: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  INVALID_BACKUP_CODE: "That backup code is not right or has already been used.",
  INVALID_PASSWORD: "That password is not right.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again with your password.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Please sign in again with your password.",
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already on.",
};

/** Refusals after which the code step cannot go on: the person starts again with the password. */
export const RESTART_SIGN_IN = new Set(["TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", "INVALID_TWO_FACTOR_COOKIE"]);

export function authErrorCode(error: unknown): string | undefined {
  return error instanceof APIError ? (error.body?.code as string | undefined) : undefined;
}

/** The message for a refusal, or undefined for an error that is not better-auth's (rethrow it). */
export function authErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || error.body?.message || "Something went wrong. Please try again.";
}
