import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

/**
 * Every sign-in of an account with two-factor on asks for a code (decisions 140, 142).
 * better-auth's two-factor plugin has no setting for that: its verify endpoints take
 * `"trustDevice": true` and answer with a 30-day cookie that lets the password alone sign in.
 * This plugin turns the request into `false` on every verify path, and at a password sign-in
 * deletes the record behind a trust cookie given out before, so the two-factor plugin finds it
 * invalid, asks for a code and expires the cookie.
 */

const TRUST_DEVICE_COOKIE = "trust_device";
// The plugin's own record names, which the cookie's signed value ends with.
const TRUST_RECORD = /^trust-device-[\w-]+$/;

const ignoreTrustDevice = createAuthMiddleware(async (ctx) => ({
  context: { body: { ...ctx.body, trustDevice: false } },
}));

const forgetTrustedDevice = createAuthMiddleware(async (ctx) => {
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const record = value ? value.split("!")[1] : undefined;
  if (record && TRUST_RECORD.test(record)) await ctx.context.internalAdapter.deleteVerificationByIdentifier(record);
});

export function noTrustedDevices(): BetterAuthPlugin {
  return {
    id: "no-trusted-devices",
    hooks: {
      before: [
        { matcher: (ctx) => ctx.path?.startsWith("/two-factor/verify-") ?? false, handler: ignoreTrustDevice },
        { matcher: (ctx) => ctx.path === "/sign-in/email", handler: forgetTrustedDevice },
      ],
    },
  };
}
