import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { auditAuthEvents } from "./audit-auth-events";
import { beforeAuth, recordSignIn } from "./sign-in-limits";
import { noTrustedDevices } from "./no-trusted-devices";
import { passwordConfirmationLimits } from "./password-confirmation-limits";
import { sessionCookieName } from "./session-cookie";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { signedInHint } from "./signed-in-hint-plugin";
import { memoizeAsync } from "@/lib/memoize-async";
import { clientIp } from "../http/client-address";
import { getConfig } from "../config";
import { getAuthDb } from "../db";
import { dialectOf } from "../db/dialect";
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

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    // Not an argon2 hash: it cannot match.
    return false;
  }
}

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
      // No "trust this device" cookie is made or believed: every sign-in asks for a code (decision 142).
      noTrustedDevices(),
      // After our own hooks, which refuse a weak new password before the old one is counted.
      passwordConfirmationLimits(),
      signedInHint(),
      // The audit log's hooks come after every plugin that decides whether a sign-in is
      // complete (two-factor clears the new session while a code is due).
      auditAuthEvents(),
      // Last: it hands every cookie above to Next.js in server actions.
      nextCookies(),
    ],
  });
}

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
