import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { auditAuthEvents } from "./audit-auth-events";
import { weakPasswordReason } from "./password-strength";
import { sessionCookieName } from "./session-cookie";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { signedInHint } from "./signed-in-hint-plugin";
import { memoizeAsync } from "@/lib/memoize-async";
import { clientIp, rateLimitSubject } from "../http/client-address";
import { getConfig } from "../config";
import { getAuthDb } from "../db";
import { dialectOf } from "../db/dialect";
import { hitRateLimit, resetRateLimit } from "../rate-limit";
import { getAppSecret } from "../secrets";
import { getLogger } from "../ops/logger";

/**
 * Sign-in for the admin area, on better-auth: e-mail and password only, no sign-up, sessions
 * in the database. Accounts are made by `npm run admin` or ADMIN_EMAIL/ADMIN_PASSWORD.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** A session that is not used for this long ends (better-auth slides its expiry on use). */
export const SESSION_IDLE_SECONDS = 12 * HOUR;
/** No session lives longer than this, however busy: the sliding expiry stops here. */
export const SESSION_MAX_SECONDS = 7 * 24 * HOUR;

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

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // Not an argon2 hash: it cannot match.
    return false;
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const ipKey = (ip: string) => `sign-in:ip:${rateLimitSubject(ip)}`;
const ipAccountKey = (ip: string, email: string) =>
  `sign-in:ip-account:${rateLimitSubject(ip)}:${normalizeEmail(email)}`;
const accountKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;

function tooManyAttempts(retryAfterSeconds: number): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new APIError("TOO_MANY_REQUESTS", {
    message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

function logAttempt(outcome: "success" | "password-ok" | "failure" | "rate-limited", email: string, ip: string) {
  getLogger().info({ event: "sign-in", outcome, email: normalizeEmail(email), ip });
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

/** A new password must be strong, and setting one ends every other session of the account. */
function strengthenPasswordChange(ctx: MiddlewareContext) {
  const reason = weakPasswordReason(String(ctx.body?.newPassword ?? ""));
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

const beforeAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path === "/sign-in/email") return limitSignIn(ctx);
  if (TWO_FACTOR_PATHS.has(ctx.path)) return limitCode(ctx);
  if (ctx.path === "/change-password" || ctx.path === "/reset-password") return strengthenPasswordChange(ctx);
});

const recordSignIn = createAuthMiddleware(async (ctx) => {
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

async function createAuth() {
  const config = getConfig();
  const db = getAuthDb();
  return betterAuth({
    appName: "Resgatar admin",
    baseURL: config.siteUrl,
    trustedOrigins: [config.siteUrl],
    secret: await getAppSecret(),
    database: { db, type: dialectOf(db) },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 5 * MINUTE,
      // Listing one's sessions is allowed for a session's whole life, not only its first day.
      freshAge: 0,
    },
    databaseHooks: {
      session: {
        // The address shown on /admin/security is the one the limits count: the site server's
        // resolved client address (decision 110), written as the visitor typed it, IPv6 whole.
        create: {
          before: async (data, ctx) => {
            if (ctx?.headers) return { data: { ...data, ipAddress: clientIp(ctx.headers) } };
          },
        },
        update: {
          // better-auth slides the expiry on use; capping it here ends every session at its
          // maximum age wherever it is read: admin pages, better-auth's endpoints, the page's check.
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!createdAt || !(data.expiresAt instanceof Date)) return;
            const latest = new Date(new Date(createdAt).getTime() + SESSION_MAX_SECONDS * 1000);
            if (data.expiresAt > latest) return { data: { ...data, expiresAt: latest } };
          },
        },
      },
    },
    // Our own limits (above) are kept in the database and also cover calls from server code.
    rateLimit: { enabled: false },
    hooks: { before: beforeAuth, after: recordSignIn },
    advanced: {
      // The name below carries the prefix: __Host- on https (Secure, host-only, path /).
      useSecureCookies: false,
      // Every other cookie (dont_remember among them) is Secure on https too.
      defaultCookieAttributes: { secure: config.isHttps },
      cookies: {
        session_token: {
          name: sessionCookieName(),
          // The browser keeps the cookie for the longest a session may live; the database
          // ends it sooner when it sits idle.
          attributes: { secure: config.isHttps, sameSite: "lax", httpOnly: true, maxAge: SESSION_MAX_SECONDS },
        },
      },
    },
    telemetry: { enabled: false },
    // better-auth's own messages join the server's JSON lines; their arguments may carry a
    // request's details, so only an error among them is kept.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        getLogger()[level]({ event: "auth", ...(err && { err }) }, message);
      },
    },
    plugins: [
      twoFactor({
        // Ten backup codes; the plugin's lock (ten wrong codes in a row for one account: 15
        // minutes) needs the password first, so strangers cannot set it off.
        backupCodeOptions: { amount: 10 },
      }),
      signedInHint(),
      // The audit log's hooks come after every plugin that decides whether a sign-in is
      // complete (two-factor clears the new session while a code is due).
      auditAuthEvents(),
      // Last: it hands every cookie above to Next.js in server actions.
      nextCookies(),
    ],
  });
}

type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** The process's better-auth instance, made on first use (it needs the database's secret). */
export const getAuth: () => Promise<Auth> = memoizeAsync(createAuth);

export interface AdminSession {
  user: { id: string; name: string; email: string; twoFactorEnabled?: boolean | null };
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
}

/** The signed-in admin for these request headers, or null. */
export async function getSessionFromHeaders(headers: Headers): Promise<AdminSession | null> {
  return (await getAuth()).api.getSession({ headers });
}
