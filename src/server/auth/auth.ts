import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { memoizeAsync } from "@/lib/memoize-async";
import { clientIp } from "../http/client-address";
import { getConfig } from "../config";
import { getAuthDb } from "../db";
import { dialectOf } from "../db/dialect";
import { hitRateLimit, resetRateLimit } from "../rate-limit";
import { getAppSecret } from "../secrets";

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

export const SIGN_IN_LIMITS = {
  perIp: { limit: 20, windowMs: 15 * MINUTE * 1000 },
  perAccount: { limit: 5, windowMs: 15 * MINUTE * 1000 },
} as const;

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

const ipKey = (ip: string) => `sign-in:ip:${ip}`;
const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;

function tooManyAttempts(retryAfterSeconds: number): APIError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new APIError("TOO_MANY_REQUESTS", {
    message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  });
}

function logAttempt(outcome: "success" | "failure" | "rate-limited", email: string, ip: string) {
  console.info(JSON.stringify({ event: "sign-in", outcome, email: email.trim().toLowerCase(), ip }));
}

/** Counts every password sign-in, from a browser or from server code, per address and per account. */
const limitSignIn = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const email = String(ctx.body?.email ?? "");
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  for (const [key, rule] of [
    [ipKey(ip), SIGN_IN_LIMITS.perIp],
    [accountKey(email), SIGN_IN_LIMITS.perAccount],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(key, rule);
    if (!allowed) {
      logAttempt("rate-limited", email, ip);
      throw tooManyAttempts(retryAfterSeconds);
    }
  }
});

const recordSignIn = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const email = String(ctx.body?.email ?? "");
  const ip = ctx.headers ? clientIp(ctx.headers) : "server";
  const succeeded = Boolean(ctx.context.newSession);
  logAttempt(succeeded ? "success" : "failure", email, ip);
  if (succeeded) await Promise.all([resetRateLimit(ipKey(ip)), resetRateLimit(accountKey(email))]);
});

async function createAuth() {
  const config = getConfig();
  const db = getAuthDb();
  const sessionCookie = config.isHttps ? "__Host-agency.session_token" : "agency.session_token";
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
    },
    databaseHooks: {
      session: {
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
    hooks: { before: limitSignIn, after: recordSignIn },
    advanced: {
      // The name below carries the prefix: __Host- on https (Secure, host-only, path /).
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookie,
          // The browser keeps the cookie for the longest a session may live; the database
          // ends it sooner when it sits idle.
          attributes: { secure: config.isHttps, sameSite: "lax", httpOnly: true, maxAge: SESSION_MAX_SECONDS },
        },
      },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** The process's better-auth instance, made on first use (it needs the database's secret). */
export const getAuth: () => Promise<Auth> = memoizeAsync(createAuth);

export interface AdminSession {
  user: { id: string; name: string; email: string };
  session: { id: string; token: string; createdAt: Date; expiresAt: Date };
}

/** The signed-in admin for these request headers, or null. */
export async function getSessionFromHeaders(headers: Headers): Promise<AdminSession | null> {
  return (await getAuth()).api.getSession({ headers });
}
