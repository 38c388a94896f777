import { describe, expect, it } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { answer } from "../../../tests/support/sign-in";
import { secretOf, totpCode } from "../../../tests/support/totp";
import { createAdmin } from "./admin-accounts";
import { getAuth } from "./auth";
import { SIGN_IN_LIMITS } from "./sign-in-limits";

const EMAIL = "owner@example.test";
const PASSWORD = "correct horse battery";
const WRONG = "a wrong guess at it";

const withAddress = (session: Headers, ip: string) =>
  new Headers({ cookie: session.get("cookie") ?? "", "x-forwarded-for": ip });

/** A signed-in session of the account (password, then a backup code once two-factor is on). */
async function session(ip: string): Promise<Headers> {
  const auth = await getAuth();
  const headers = new Headers({ "x-forwarded-for": ip });
  const signedIn = await auth.api.signInEmail({
    body: { email: EMAIL, password: PASSWORD },
    headers,
    asResponse: true,
  });
  if (!(await signedIn.clone().json()).twoFactorRedirect) return withAddress(cookiesOf(signedIn), ip);
  // Ten codes are too few for this file: the enrolling session makes new ones when they run out.
  if (!backupCodes.length) {
    backupCodes = (await auth.api.generateBackupCodes({ body: { password: PASSWORD }, headers: owner })).backupCodes;
  }
  const verified = await auth.api.verifyBackupCode({
    body: { code: backupCodes.shift()! },
    headers: withAddress(cookiesOf(signedIn), ip),
    asResponse: true,
  });
  return withAddress(cookiesOf(verified), ip);
}

type PasswordCheck = (password: string, headers: Headers) => Promise<Response>;

/** Every endpoint a signed-in session can send the account's password to. */
const CHECKS: Record<string, PasswordCheck> = {
  "the authenticator address (get-totp-uri)": async (password, headers) =>
    (await getAuth()).api.getTOTPURI({ body: { password }, headers, asResponse: true }),
  "new backup codes": async (password, headers) =>
    (await getAuth()).api.generateBackupCodes({ body: { password }, headers, asResponse: true }),
  "turning two-factor off": async (password, headers) =>
    (await getAuth()).api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
  "turning two-factor on": async (password, headers) =>
    (await getAuth()).api.enableTwoFactor({ body: { password }, headers, asResponse: true }),
  "changing the password": async (password, headers) =>
    (await getAuth()).api.changePassword({
      body: { currentPassword: password, newPassword: "another long passphrase" },
      headers,
      asResponse: true,
    }),
  "verify-password": async (password, headers) =>
    (await getAuth()).api.verifyPassword({ body: { password }, headers, asResponse: true }),
};

let backupCodes: string[] = [];
let owner = new Headers();
let ipNumber = 0;
const nextIp = () => `198.51.100.${++ipNumber}`;

describe("a signed-in session's password checks are limited like sign-in", () => {
  it("enrols the account in two-factor sign-in", async () => {
    await createAdmin(EMAIL, PASSWORD);
    const auth = await getAuth();
    const headers = await session(nextIp());
    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers });
    if (enabled.method !== "totp") throw new Error("expected a TOTP enrolment");
    backupCodes = enabled.backupCodes;
    const confirmed = await auth.api.verifyTOTP({
      body: { code: totpCode(secretOf(enabled.totpURI)) },
      headers,
      asResponse: true,
    });
    expect(confirmed.status).toBe(200);
    owner = withAddress(cookiesOf(confirmed), "203.0.113.80");
  });

  for (const [name, check] of Object.entries(CHECKS)) {
    it(`${name}: after ${SIGN_IN_LIMITS.perIpAndAccount.limit} wrong passwords, even the right one gets 429`, async () => {
      const headers = await session(nextIp());
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_LIMITS.perIpAndAccount.limit; i++) {
        statuses.push((await answer(() => check(WRONG, headers))).status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);

      const right = await answer(() => check(PASSWORD, headers));
      expect(right.status).toBe(429);
      const body = await right.text();
      expect(JSON.parse(body)).toMatchObject({
        message: "Too many password attempts. Please try again in 15 minutes.",
      });
      expect(body).not.toContain("otpauth");
    });
  }

  it("counts the session, wherever its requests come from", async () => {
    const headers = await session(nextIp());
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perIpAndAccount.limit; i++) {
      statuses.push((await answer(() => CHECKS["new backup codes"]!(WRONG, withAddress(headers, nextIp())))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it(`counts ${SIGN_IN_LIMITS.perIp.limit} per address across sessions`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.limit / 4; i++) {
      const headers = await session(ip);
      for (let j = 0; j < 4; j++)
        statuses.push((await answer(() => CHECKS["verify-password"]!(WRONG, headers))).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const fresh = await session(ip);
    expect((await answer(() => CHECKS["verify-password"]!(PASSWORD, fresh))).status).toBe(429);
  });

  it("a right password clears the session's count", async () => {
    const headers = await session(nextIp());
    const check = CHECKS["verify-password"]!;
    const statuses: number[] = [];
    for (const password of [WRONG, WRONG, WRONG, WRONG, PASSWORD, WRONG, WRONG, WRONG, WRONG, PASSWORD]) {
      statuses.push((await answer(() => check(password, headers))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 200, 400, 400, 400, 400, 200]);
  });
});
