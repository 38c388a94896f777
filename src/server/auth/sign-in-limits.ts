import "server-only";
import { normalizeEmail } from "@/lib/email";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { type PasswordOwner, weakPasswordReason } from "./password-strength";
import { clientIp, rateLimitSubject } from "../http/client-address";
import { getLogger } from "../ops/logger";
import { hitRateLimit, resetRateLimit } from "../rate-limit";

/**
 * The limits of sign-in, in better-auth's hooks: the password step, the code step, and the
 * strength of a new password. Counted in the database, so they hold across server processes.
 */

const MINUTE = 60;

/**
 * Refusals hold per address and per address-and-account, so a stranger can block only
 * themselves. The account as a whole is slowed instead: past `freeAttempts` in the window,
 * each attempt waits longer (doubling up to `maxDelayMs`) before its password is checked,
 * whichever address it comes from. See decision 110.
 */
export const SIGN_IN_LIMITS = {
  perIp: { limit: 20, windowMs: 15 * MINUTE * 1000 },
  perIpAndAccount: { limit: 5, windowMs: 15 * MINUTE * 1000 },
  accountSlowdown: { freeAttempts: 5, firstDelayMs: 250, maxDelayMs: 4000, windowMs: 15 * MINUTE * 1000 },
} as const;

/** The wait before checking the password of an account tried `attempts` times in the window. */
export function accountDelayMs(attempts: number, rule = SIGN_IN_LIMITS.accountSlowdown): number {
  const excess = attempts - rule.freeAttempts;
  if (excess <= 0) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(excess - 1, 16));
}

const ipKey = (ip: string) => `sign-in:ip:${rateLimitSubject(ip)}`;
const ipAccountKey = (ip: string, email: string) =>
  `sign-in:ip-account:${rateLimitSubject(ip)}:${normalizeEmail(email)}`;
const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;

/** The refusal past a limit: "Too many sign-in attempts. Please try again in N minutes." */
export function tooManyAttempts(retryAfterSeconds: number, what = "sign-in attempts"): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new APIError("TOO_MANY_REQUESTS", {
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

function logAttempt(outcome: "success" | "password-ok" | "failure" | "rate-limited", email: string, ip: string) {
  // What was typed at a refused attempt may be a password in the wrong field: only an accepted
  // password names its account (the audit log names a refused one when it exists).
  const accepted = outcome === "success" || outcome === "password-ok";
  getLogger().info({ event: "sign-in", outcome, ...(accepted && { email: normalizeEmail(email) }), ip });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts every password sign-in, from a browser or from server code, and applies the limits. */
async function limitSignIn(ctx: MiddlewareContext) {
  const email = String(ctx.body?.email ?? "");
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  for (const [key, rule] of [
    [ipKey(ip), SIGN_IN_LIMITS.perIp],
    [ipAccountKey(ip, email), SIGN_IN_LIMITS.perIpAndAccount],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
    if (!allowed) {
      logAttempt("rate-limited", email, ip);
      throw tooManyAttempts(retryAfterSeconds);
    }
  }
  const account = await hitRateLimit(accountKey(email), {
    limit: Infinity,
    windowMs: SIGN_IN_LIMITS.accountSlowdown.windowMs,
  });
  const delay = accountDelayMs(account.count);
  if (delay) await sleep(delay);
}

/** Whose password is being set: the signed-in account, or the one a reset token was made for. */
async function passwordOwner(ctx: MiddlewareContext): Promise<PasswordOwner | undefined> {
  if (ctx.path === "/change-password") return (await getSessionFromCtx(ctx))?.user;
  const token = String(ctx.body?.token ?? ctx.query?.token ?? "");
  const reset = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
  return reset ? ((await ctx.context.internalAdapter.findUserById(reset.value)) ?? undefined) : undefined;
}

/** A new password must be strong, and setting one ends every other session of the account. */
async function strengthenPasswordChange(ctx: MiddlewareContext) {
  // No account (no session, a wrong token): better-auth refuses the request without our help.
  const owner = await passwordOwner(ctx);
  const reason = owner && weakPasswordReason(String(ctx.body?.newPassword ?? ""), owner);
  if (reason) throw new APIError("BAD_REQUEST", { message: reason });
  if (ctx.path === "/change-password") return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
}

/** The second step of a sign-in: a code from the authenticator app or a backup code. */
const TWO_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const codeIpKey = (ip: string) => `two-factor:ip:${rateLimitSubject(ip)}`;
const codeIpAccountKey = (ip: string, userId: string) => `two-factor:ip-account:${rateLimitSubject(ip)}:${userId}`;

/**
 * Whose code this is: the account waiting in the sign-in's signed two-factor cookie, or the
 * signed-in account confirming its enrolment.
 */
async function codeAccount(ctx: MiddlewareContext): Promise<string> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (challenge) {
    const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (pending) return pending.value;
  }
  return (await getSessionFromCtx(ctx))?.user.id ?? "none";
}

/** Codes are limited like passwords: per address and per address and account (decision 140). */
async function limitCode(ctx: MiddlewareContext) {
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  const account = await codeAccount(ctx);
  for (const [key, rule] of [
    [codeIpKey(ip), SIGN_IN_LIMITS.perIp],
    [codeIpAccountKey(ip, account), SIGN_IN_LIMITS.perIpAndAccount],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
    if (!allowed) {
      getLogger().info({ event: "two-factor", outcome: "rate-limited", account, ip });
      throw tooManyAttempts(retryAfterSeconds);
    }
  }
  if (ctx.path === "/two-factor/verify-totp") await refuseUsedCode(ctx, account);
}

// An app code is valid for 90 seconds (the period before, now and after); within them it opens
// one session only. Marked before the check, unmarked when the check fails (decision 140).
const CODE_LIFETIME_MS = 90_000;
const usedCodeKeys = new WeakMap<object, string>();

async function refuseUsedCode(ctx: MiddlewareContext, account: string) {
  const key = `totp-used:${account}:${String(ctx.body?.code ?? "")}`;
  const { allowed } = await hitRateLimit(key, { limit: 1, windowMs: CODE_LIFETIME_MS });
  if (!allowed) {
    throw new APIError("UNAUTHORIZED", {
      message: "That code was already used. Wait for the next code in your authenticator app.",
      code: "CODE_ALREADY_USED",
    });
  }
  usedCodeKeys.set(ctx.context, key);
}

async function recordCode(ctx: MiddlewareContext) {
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  const account = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
  const succeeded = Boolean(account) && !(ctx.context.returned instanceof APIError);
  getLogger().info({ event: "two-factor", outcome: succeeded ? "success" : "failure", ip });
  if (succeeded && account) await Promise.all([codeIpKey(ip), codeIpAccountKey(ip, account)].map(resetRateLimit));
  const usedCode = usedCodeKeys.get(ctx.context);
  if (!succeeded && usedCode) await resetRateLimit(usedCode);
}

export const beforeAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/sign-in/email") return limitSignIn(ctx);
  if (TWO_FACTOR_PATHS.has(ctx.path)) return limitCode(ctx);
  if (ctx.path === "/change-password" || ctx.path === "/reset-password") return strengthenPasswordChange(ctx);
});

export const recordSignIn = createAuthMiddleware(async (ctx) => {
  if (TWO_FACTOR_PATHS.has(ctx.path)) return recordCode(ctx);
  if (ctx.path !== "/sign-in/email") return;
  const email = String(ctx.body?.email ?? "");
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  const succeeded = Boolean(ctx.context.newSession);
  // With two-factor on, the plugin's own hook (after this one) swaps the session for a code step.
  const codeNext = succeeded && ctx.context.newSession?.user.twoFactorEnabled === true;
  logAttempt(succeeded ? (codeNext ? "password-ok" : "success") : "failure", email, ip);
  if (succeeded) {
    await Promise.all([ipKey(ip), ipAccountKey(ip, email), accountKey(email)].map((key) => resetRateLimit(key)));
  }
});

type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
