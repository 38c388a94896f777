import * as z from "zod/mini";
import { validateFields } from "./form-fields";

/** The second sign-in step takes either: six digits from the app, or a backup code (XXXXX-XXXXX). */
export const SignInCodeSchema = z.object({
  code: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "Please enter a code"), z.maxLength(64, "That code is too long")),
    z.transform((code) => code.replace(/\s+/g, "")),
  ),
});
export type SignInCodeField = keyof z.output<typeof SignInCodeSchema>;
export const signInCodeFields = ["code"] as const satisfies readonly SignInCodeField[];
export const validateSignInCode = (source: FormData) => validateFields(SignInCodeSchema, source, signInCodeFields);

/** Six digits, spaces allowed (apps show "123 456"). */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);

/** Confirming enrolment: a code from the app only. */
export const EnrolCodeSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((code) => code.replace(/\s+/g, "")),
    ),
    z.string().check(z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
  ),
});
export const enrolCodeFields = ["code"] as const;
export const validateEnrolCode = (source: FormData) => validateFields(EnrolCodeSchema, source, enrolCodeFields);

/** Every change to two-factor sign-in asks for the account's password. */
export const PasswordConfirmSchema = z.object({
  password: z.string().check(z.minLength(1, "Please enter your password"), z.maxLength(256, "Password is too long")),
});
export const passwordConfirmFields = ["password"] as const;
export const validatePasswordConfirm = (source: FormData) =>
  validateFields(PasswordConfirmSchema, source, passwordConfirmFields);
