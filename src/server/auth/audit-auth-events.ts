import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { normalizeEmail } from "@/lib/email";
import { clientIp } from "../http/client-address";
import { type AuditAction, type AuditObject, recordAudit } from "./audit-log";

/**
 * Sign-ins, sign-outs and security changes into the audit log, read from better-auth's own
 * endpoints, so a browser's request and a server action's call are recorded alike. Nothing
 * from a request body is written but the e-mail of a known account (decision 150).
 *
 * A plugin rather than `hooks.after`: plugin hooks run after the options' hooks and in the order
 * of the plugins, so listed after the two-factor plugin this sees a password sign-in after that
 * plugin has decided whether a second factor is due. A sign-in that needs one is recorded when
 * the code or backup code is verified.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const SIGN_IN = "/sign-in/email";
const SIGN_OUT = "/sign-out";
const SECOND_FACTOR: Readonly<Record<string, string>> = {
  "/two-factor/verify-totp": "with an authenticator code",
  "/two-factor/verify-backup-code": "with a backup code",
};
/** Endpoints that change the signed-in account's security, and what each success records. */
const SECURITY_CHANGES: Readonly<Record<string, AuditAction>> = {
  "/change-password": "password-changed",
  "/two-factor/disable": "two-factor-off",
  "/two-factor/generate-backup-codes": "backup-codes-regenerated",
  "/revoke-session": "session-revoked",
  "/revoke-other-sessions": "other-sessions-revoked",
};
const TWO_FACTOR_ENABLE = "/two-factor/enable";

const isSecondFactor = (path: string | undefined) => path !== undefined && Object.hasOwn(SECOND_FACTOR, path);
const addressOf = (ctx: HookContext) => (ctx.headers ? clientIp(ctx.headers) : null);

type SessionLike = { user: { email: string; twoFactorEnabled?: boolean | null } } | null | undefined;
const accountOf = (ctx: HookContext) =>
  ((ctx.context.newSession ?? ctx.context.session) as SessionLike)?.user.email ?? null;

function record(ctx: HookContext, action: AuditAction, actor: string | null, object?: AuditObject) {
  return recordAudit({ action, actor, ip: addressOf(ctx), object });
}

/** The e-mail typed at a failed sign-in, only if it is an account's: anything else may be a mistyped password. */
async function knownAccount(ctx: HookContext, typed: unknown): Promise<string | null> {
  if (typeof typed !== "string" || !typed.includes("@")) return null;
  const found = await ctx.context.internalAdapter.findUserByEmail(normalizeEmail(typed)).catch(() => null);
  return found?.user.email ?? null;
}

/** Whose sign-in a second-factor step continues, from the two-factor plugin's signed cookie. */
async function pendingSignInAccount(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier).catch(() => null);
  const user = pending ? await ctx.context.internalAdapter.findUserById(pending.value).catch(() => null) : null;
  return user?.email ?? null;
}

const before = createAuthMiddleware(async (ctx) => {
  // Signing out always ends the session: record it while the session still says whose it is.
  if (ctx.path === SIGN_OUT) {
    const session = await getSessionFromCtx(ctx);
    if (session) await record(ctx, "sign-out", session.user.email);
  }
  // Whether a code is checked for a signed-in account (turning two-factor on) or for a sign-in.
  if (isSecondFactor(ctx.path)) await getSessionFromCtx(ctx);
});

const after = createAuthMiddleware(async (ctx) => {
  const failed = isAPIError(ctx.context.returned);
  if (ctx.path === SIGN_IN) {
    if (failed) return record(ctx, "sign-in-failed", await knownAccount(ctx, ctx.body?.email));
    // No new session and no failure: the second factor is due.
    if (ctx.context.newSession) return record(ctx, "sign-in", accountOf(ctx));
    return;
  }
  if (isSecondFactor(ctx.path)) {
    const secondFactor = SECOND_FACTOR[ctx.path];
    const signedIn = Boolean(ctx.context.session);
    if (!signedIn && failed) return record(ctx, "sign-in-failed", await pendingSignInAccount(ctx));
    if (!signedIn && ctx.context.newSession) {
      return record(ctx, "sign-in", accountOf(ctx), { type: "session", label: secondFactor });
    }
    // A first correct code from a signed-in account confirms enrolment: the plugin starts a new session.
    if (signedIn && !failed && ctx.context.newSession) return record(ctx, "two-factor-on", accountOf(ctx));
    return;
  }
  if (failed) return;
  if (ctx.path === TWO_FACTOR_ENABLE) {
    // Only when the plugin is set to turn it on without a first code; otherwise the code does.
    if ((ctx.context.newSession as SessionLike)?.user.twoFactorEnabled) {
      return record(ctx, "two-factor-on", accountOf(ctx));
    }
    return;
  }
  if (Object.hasOwn(SECURITY_CHANGES, ctx.path)) return record(ctx, SECURITY_CHANGES[ctx.path]!, accountOf(ctx));
});

const watched = new Set([SIGN_IN, ...Object.keys(SECOND_FACTOR), TWO_FACTOR_ENABLE, ...Object.keys(SECURITY_CHANGES)]);

/** List it after the two-factor plugin (see above) and before nextCookies. */
export function auditAuthEvents(): BetterAuthPlugin {
  return {
    id: "audit-log",
    hooks: {
      before: [{ matcher: (context) => context.path === SIGN_OUT || isSecondFactor(context.path), handler: before }],
      after: [{ matcher: (context) => watched.has(context.path ?? ""), handler: after }],
    },
  };
}
