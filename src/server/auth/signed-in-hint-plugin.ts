import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { parseSetCookieHeader } from "better-auth/cookies";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/signed-in-hint";
import { sessionCookieName } from "./session-cookie";
import { getConfig } from "../config";

/**
 * The footer's hint cookie follows the session cookie: whenever better-auth writes the session
 * cookie (sign-in, the second step, a sliding refresh) the hint gets the same lifetime, and
 * whenever it expires it (sign-out, revocation of this session) the hint goes too (decision 141).
 * Placed after the two-factor plugin, which takes back the session cookie of a password step
 * that still needs a code, and before nextCookies, which hands both to Next.js.
 */
export function signedInHint(): BetterAuthPlugin {
  return {
    id: "signed-in-hint",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const setCookie = ctx.context.responseHeaders?.get("set-cookie");
            if (!setCookie) return;
            const session = parseSetCookieHeader(setCookie).get(sessionCookieName());
            if (!session) return;
            const maxAge = session.value ? (session["max-age"] ?? 0) : 0;
            ctx.setCookie(SIGNED_IN_HINT_COOKIE, maxAge > 0 ? "1" : "", {
              path: "/",
              sameSite: "lax",
              secure: getConfig().isHttps,
              maxAge,
            });
          }),
        },
      ],
    },
  };
}
