import { describe, expect, it } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { answer } from "../../../tests/support/sign-in";
import { secretOf, totpCode } from "../../../tests/support/totp";
import { createAdmin } from "./admin-accounts";
import { getAuth, getSessionFromHeaders, SESSION_IDLE_SECONDS } from "./auth";
import { SIGN_IN_LIMITS } from "./sign-in-limits";
import { getAdminFromHeaders } from "./require-admin";
import { loadConfig } from "../config";

const EMAIL = "owner@example.test";
const PASSWORD = "correct horse battery";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const request = (ip: string, cookies?: Headers) =>
  new Headers({ "x-forwarded-for": ip, "user-agent": FIREFOX, cookie: cookies?.get("cookie") ?? "" });

async function signIn(ip: string, password = PASSWORD) {
  const auth = await getAuth();
  return answer(() =>
    auth.api.signInEmail({ body: { email: EMAIL, password }, headers: request(ip), asResponse: true }),
  );
}

async function sendCode(path: "totp" | "backup", code: string, cookies: Headers, ip: string) {
  const auth = await getAuth();
  const options = { body: { code }, headers: request(ip, cookies), asResponse: true } as const;
  return answer(() => (path === "totp" ? auth.api.verifyTOTP(options) : auth.api.verifyBackupCode(options)));
}

function hintCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("agency.signed_in="));
}

let secret = "";
let backupCodes: string[] = [];
/** An unused backup code: app codes open one session each per 90 seconds, too few for a test. */
const nextBackupCode = () => backupCodes.shift()!;

describe("two-factor sign-in", () => {
  it("enrols with the password and a code computed from the secret", async () => {
    await createAdmin(EMAIL, PASSWORD);
    const auth = await getAuth();
    const session = cookiesOf(await signIn("203.0.113.1"));

    const wrongPassword = await answer(() =>
      auth.api.enableTwoFactor({ body: { password: "not the password" }, headers: session, asResponse: true }),
    );
    expect(wrongPassword.status).toBe(400);

    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: session });
    if (enabled.method !== "totp") throw new Error("expected a TOTP enrolment");
    secret = secretOf(enabled.totpURI);
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(enabled.backupCodes).toHaveLength(10);
    backupCodes = enabled.backupCodes;
    // Not on until a code confirms it.
    expect((await getSessionFromHeaders(session))?.user.twoFactorEnabled).toBe(false);

    const wrong = await sendCode("totp", totpCode(secret, 5), session, "203.0.113.1");
    expect(wrong.status).toBe(401);
    const confirmed = await sendCode("totp", totpCode(secret), session, "203.0.113.1");
    expect(confirmed.status).toBe(200);
    const admin = await getSessionFromHeaders(cookiesOf(confirmed));
    expect(admin?.user.twoFactorEnabled).toBe(true);
    // The security page reads the codes of the enrolment back once, to show them after the code.
    const { backupCodes: stored } = await auth.api.viewBackupCodes({ body: { userId: admin!.user.id } });
    expect(stored).toEqual(backupCodes);
  });

  it("asks for a code after the password: no session and no hint until it is right", async () => {
    const password = await signIn("203.0.113.2");
    expect(password.status).toBe(200);
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    const cookies = cookiesOf(password);
    expect(await getSessionFromHeaders(cookies)).toBeNull();
    expect(hintCookie(password)).toMatch(/^agency\.signed_in=;.*Max-Age=0/);

    // A wrong code stays wrong, however often it is sent: it is not "already used".
    for (let i = 0; i < 2; i++) {
      const wrong = await sendCode("totp", totpCode(secret, 20), cookies, "203.0.113.2");
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    }

    // The next period's code: the enrolment used this one's.
    const code = totpCode(secret, 1);
    const right = await sendCode("totp", code, cookies, "203.0.113.2");
    expect(right.status).toBe(200);
    const session = await getSessionFromHeaders(cookiesOf(right));
    expect(session?.user.email).toBe(EMAIL);
    expect(hintCookie(right)).toMatch(new RegExp(`^agency\\.signed_in=1;.*Max-Age=${SESSION_IDLE_SECONDS}`));

    // Seen over a shoulder and typed again within its 90 seconds: refused.
    const again = cookiesOf(await signIn("203.0.113.2"));
    const reused = await sendCode("totp", code, again, "203.0.113.2");
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      message: "That code was already used. Wait for the next code in your authenticator app.",
    });
  });

  it("takes a backup code once, then refuses it", async () => {
    const once = nextBackupCode();
    const first = cookiesOf(await signIn("203.0.113.3"));
    expect((await sendCode("backup", once, first, "203.0.113.3")).status).toBe(200);

    const again = cookiesOf(await signIn("203.0.113.3"));
    const reused = await sendCode("backup", once, again, "203.0.113.3");
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    expect((await sendCode("backup", nextBackupCode(), again, "203.0.113.3")).status).toBe(200);
  });

  it("limits codes per address and account like passwords, across sign-ins", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    // Three wrong codes in one sign-in, then more in the next: the count follows the address.
    for (const tries of [3, SIGN_IN_LIMITS.perIpAndAccount.limit - 2]) {
      const cookies = cookiesOf(await signIn(ip));
      for (let i = 0; i < tries; i++) statuses.push((await sendCode("totp", totpCode(secret, 20), cookies, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not held back by it.
    const elsewhere = cookiesOf(await signIn("198.51.100.8"));
    expect((await sendCode("backup", nextBackupCode(), elsewhere, "198.51.100.8")).status).toBe(200);
  });

  it("makes new backup codes with the password; the old ones stop working", async () => {
    const auth = await getAuth();
    const cookies = cookiesOf(await signIn("203.0.113.4"));
    const session = cookiesOf(await sendCode("backup", nextBackupCode(), cookies, "203.0.113.4"));
    const fresh = await auth.api.generateBackupCodes({ body: { password: PASSWORD }, headers: session });
    expect(fresh.backupCodes).toHaveLength(10);

    const next = cookiesOf(await signIn("203.0.113.4"));
    expect((await sendCode("backup", nextBackupCode(), next, "203.0.113.4")).status).toBe(401);
    backupCodes = fresh.backupCodes;
    expect((await sendCode("backup", nextBackupCode(), next, "203.0.113.4")).status).toBe(200);
  });

  it("lists the sessions with their address and browser, and signs out one or all others", async () => {
    const auth = await getAuth();
    const enter = async (ip: string) =>
      cookiesOf(await sendCode("backup", nextBackupCode(), cookiesOf(await signIn(ip)), ip));
    const phone = await enter("2001:db8::42");
    const laptop = await enter("203.0.113.5");
    const other = await enter("203.0.113.6");

    const listed = await auth.api.listSessions({ headers: laptop });
    const byAddress = new Map(listed.map((session) => [session.ipAddress, session]));
    expect(byAddress.get("2001:db8::42")?.userAgent).toBe(FIREFOX);
    expect(byAddress.has("203.0.113.5")).toBe(true);

    await auth.api.revokeSession({ body: { token: byAddress.get("2001:db8::42")!.token }, headers: laptop });
    expect(await getSessionFromHeaders(phone)).toBeNull();
    expect(await getSessionFromHeaders(other)).not.toBeNull();

    await auth.api.revokeOtherSessions({ headers: laptop });
    expect(await getSessionFromHeaders(other)).toBeNull();
    expect((await auth.api.listSessions({ headers: laptop })).map((session) => session.ipAddress)).toEqual([
      "203.0.113.5",
    ]);

    const signedOut = await auth.api.signOut({ headers: laptop, asResponse: true });
    expect(hintCookie(signedOut)).toMatch(/^agency\.signed_in=;.*Max-Age=0/);
  });

  it("with ADMIN_REQUIRE_2FA=true, lets an admin without two-factor do nothing but enrol", async () => {
    const required = loadConfig({ ...process.env, ADMIN_REQUIRE_2FA: "true" });
    const auth = await getAuth();
    const cookies = cookiesOf(await signIn("203.0.113.9"));
    const session = cookiesOf(await sendCode("backup", nextBackupCode(), cookies, "203.0.113.9"));
    expect(await getAdminFromHeaders(session, required)).not.toBeNull();

    const disabled = await auth.api.disableTwoFactor({
      body: { password: PASSWORD },
      headers: session,
      asResponse: true,
    });
    expect(disabled.status).toBe(200);
    const after = cookiesOf(disabled);
    expect((await getSessionFromHeaders(after))?.user.twoFactorEnabled).toBe(false);
    expect(await getAdminFromHeaders(after, required)).toBeNull();
    expect(await getAdminFromHeaders(after, loadConfig({ ...process.env, ADMIN_REQUIRE_2FA: "false" }))).not.toBeNull();

    // Off: the password alone signs in again.
    const plain = await signIn("203.0.113.9");
    expect(await plain.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await getSessionFromHeaders(cookiesOf(plain))).not.toBeNull();
  });
});
