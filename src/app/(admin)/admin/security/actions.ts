"use server";

import { redirect } from "next/navigation";
import { renderSVG } from "uqr";
import { type FormState, parseFields, readTextField } from "@/lib/validation/form-fields";
import {
  EnrolCodeSchema,
  enrolCodeFields,
  PasswordConfirmSchema,
  passwordConfirmFields,
} from "@/lib/validation/two-factor";
import { getAuth } from "@/server/auth/auth";
import { authErrorMessage } from "@/server/auth/auth-errors";
import { authHeaders, requireAdmin } from "@/server/auth/require-admin";

/**
 * The security page's writes. Each goes through better-auth's own endpoints (auth.api.*), so
 * its hooks see every two-factor and session change, as they see the same calls over HTTP.
 */

type PasswordState = FormState<"password">;

/** Step one of enrolment: the QR code (as inline SVG) and the secret to type instead. */
export type EnrolState = PasswordState | { status: "scan"; qrSvg: string; secret: string };
/** Step two: the code confirms; the backup codes are shown this once. */
export type ConfirmState = FormState<"code"> | { status: "codes"; backupCodes: string[] };
export type BackupCodesState = PasswordState | { status: "codes"; backupCodes: string[] };

function refusal<K extends string>(error: unknown, field: K): FormState<K> {
  const message = authErrorMessage(error);
  if (message === undefined) throw error;
  return { status: "error", error: message, fieldErrors: { [field]: message } as Partial<Record<K, string>> };
}

function readPassword(data: FormData): { password: string } | PasswordState {
  const parsed = parseFields(PasswordConfirmSchema, data, passwordConfirmFields);
  return "errors" in parsed ? { status: "error", error: "", fieldErrors: parsed.errors } : parsed.value;
}

export async function startTwoFactorAction(_previous: EnrolState, data: FormData): Promise<EnrolState> {
  await requireAdmin({ enrolling: true });
  const input = readPassword(data);
  if ("status" in input) return input;
  try {
    const answer = await (await getAuth()).api.enableTwoFactor({ body: input, headers: await authHeaders() });
    if (answer.method !== "totp") throw new Error("better-auth answered without a TOTP address");
    const { totpURI } = answer;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    return { status: "scan", qrSvg: renderSVG(totpURI, { pixelSize: 6 }), secret };
  } catch (error) {
    return refusal(error, "password");
  }
}

export async function confirmTwoFactorAction(_previous: ConfirmState, data: FormData): Promise<ConfirmState> {
  const { user } = await requireAdmin({ enrolling: true });
  const parsed = parseFields(EnrolCodeSchema, data, enrolCodeFields);
  if ("errors" in parsed) return { status: "error", error: "", fieldErrors: parsed.errors };
  const auth = await getAuth();
  try {
    await auth.api.verifyTOTP({ body: parsed.value, headers: await authHeaders() });
  } catch (error) {
    return { ...refusal(error, "code"), values: parsed.value } as ConfirmState;
  }
  // The codes made at the start of enrolment, read once to show them now that the app works.
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
  return { status: "codes", backupCodes };
}

export async function disableTwoFactorAction(_previous: PasswordState, data: FormData): Promise<PasswordState> {
  await requireAdmin({ enrolling: true });
  const input = readPassword(data);
  if ("status" in input) return input;
  try {
    await (await getAuth()).api.disableTwoFactor({ body: input, headers: await authHeaders() });
  } catch (error) {
    return refusal(error, "password");
  }
  return { status: "success" };
}

export async function newBackupCodesAction(_previous: BackupCodesState, data: FormData): Promise<BackupCodesState> {
  await requireAdmin({ enrolling: true });
  const input = readPassword(data);
  if ("status" in input) return input;
  try {
    const { backupCodes } = await (
      await getAuth()
    ).api.generateBackupCodes({
      body: input,
      headers: await authHeaders(),
    });
    return { status: "codes", backupCodes };
  } catch (error) {
    return refusal(error, "password");
  }
}

/** Signs out one of the admin's sessions, named by its id: tokens never reach the page. */
export async function signOutSessionAction(data: FormData): Promise<void> {
  const { session: current } = await requireAdmin({ enrolling: true });
  const id = readTextField(data, "session");
  const auth = await getAuth();
  const requestHeaders = await authHeaders();
  const sessions = await auth.api.listSessions({ headers: requestHeaders });
  const target = sessions.find((session) => session.id === id);
  if (target) await auth.api.revokeSession({ body: { token: target.token }, headers: requestHeaders });
  redirect(id === current.id ? "/login" : "/admin/security");
}

export async function signOutOtherSessionsAction(): Promise<void> {
  await requireAdmin({ enrolling: true });
  await (await getAuth()).api.revokeOtherSessions({ headers: await authHeaders() });
  redirect("/admin/security");
}
