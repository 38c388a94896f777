import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { SIGN_IN_LIMITS, tooManyAttempts } from "./sign-in-limits";
import { clientIp, rateLimitSubject } from "../http/client-address";
import { getLogger } from "../ops/logger";
import { hitRateLimit, resetRateLimit } from "../rate-limit";

/**
 * The endpoints a signed-in session sends the account's password to: without a limit, a stolen
 * session could guess the password, and the right guess shows the two-factor secret. They are
 * limited with the sign-in's numbers (decisions 110, 142): 5 attempts per session and 20 per
 * address in 15 minutes, then 429, the right password included. Per session rather than per
 * account, so a stolen session cannot block its owner's own (and cannot make new sessions
 * without the password); a right password clears both counters, as at sign-in.
 */
const PASSWORD_CONFIRMATION_PATHS: ReadonlySet<string> = new Set([
  "/change-password",
  "/verify-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);

const sessionKey = (sessionId: string) => `password-check:session:${sessionId}`;
const ipKey = (ip: string) => `password-check:ip:${rateLimitSubject(ip)}`;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
const addressOf = (ctx: HookContext) => (ctx.headers ? clientIp(ctx.headers) : "server");

/** The counters of a request, to clear when its password was right. */
const countedKeys = new WeakMap<object, string[]>();

const limitConfirmation = createAuthMiddleware(async (ctx: HookContext) => {
  // Without a session the endpoint refuses before it checks any password.
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const ip = addressOf(ctx);
  const keys = [sessionKey(session.session.id), ipKey(ip)];
  for (const [key, rule] of [
    [keys[0]!, SIGN_IN_LIMITS.perIpAndAccount],
    [keys[1]!, SIGN_IN_LIMITS.perIp],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
    if (!allowed) {
      getLogger().info({ event: "password-check", outcome: "rate-limited", path: ctx.path, ip });
      throw tooManyAttempts(retryAfterSeconds, "password attempts");
    }
  }
  countedKeys.set(ctx.context, keys);
});

const recordConfirmation = createAuthMiddleware(async (ctx: HookContext) => {
  const keys = countedKeys.get(ctx.context);
  if (!keys) return;
  if (ctx.context.returned instanceof APIError) {
    getLogger().info({ event: "password-check", outcome: "failure", path: ctx.path, ip: addressOf(ctx) });
  } else {
    await Promise.all(keys.map(resetRateLimit));
  }
});

export function passwordConfirmationLimits(): BetterAuthPlugin {
  const matcher = (ctx: { path?: string }) => PASSWORD_CONFIRMATION_PATHS.has(ctx.path ?? "");
  return {
    id: "password-confirmation-limits",
    hooks: {
      before: [{ matcher, handler: limitConfirmation }],
      after: [{ matcher, handler: recordConfirmation }],
    },
  };
}
