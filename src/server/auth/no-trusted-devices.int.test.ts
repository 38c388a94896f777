import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { getConfig } from "../config";
import { secretOf, totpCode } from "../../../tests/support/totp";
import { createAdmin } from "./admin-accounts";
import { getAuth, getSessionFromHeaders } from "./auth";

const EMAIL = "owner@example.test";
const PASSWORD = "correct horse battery";

/** The cookies a browser holds, updated from each answer's Set-Cookie as a browser would. */
class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response): Response {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A POST to better-auth's own route, as a browser or a script sends it over HTTP. */
async function post(jar: CookieJar, path: string, body: object): Promise<Response> {
  const { siteUrl } = getConfig();
  const request = new Request(`${siteUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: siteUrl,
      cookie: jar.header(),
      "x-forwarded-for": "203.0.113.70",
    },
    body: JSON.stringify(body),
  });
  return jar.take(await POST(request));
}

const signIn = (jar: CookieJar, password = PASSWORD) => post(jar, "/sign-in/email", { email: EMAIL, password });

let secret = "";
let backupCodes: string[] = [];

describe("no device is trusted: every sign-in of an account with two-factor asks for a code", () => {
  it("enrols the account", async () => {
    await createAdmin(EMAIL, PASSWORD);
    const jar = new CookieJar();
    expect((await signIn(jar)).status).toBe(200);
    const enabled = await post(jar, "/two-factor/enable", { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const enrolment = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    secret = secretOf(enrolment.totpURI);
    backupCodes = enrolment.backupCodes;
    expect((await post(jar, "/two-factor/verify-totp", { code: totpCode(secret) })).status).toBe(200);
  });

  for (const [path, code] of [
    ["/two-factor/verify-backup-code", () => backupCodes.shift()!],
    ["/two-factor/verify-totp", () => totpCode(secret, 1)],
  ] as const) {
    it(`ignores "trustDevice": true on ${path}; the next password sign-in still asks for a code`, async () => {
      const jar = new CookieJar();
      const password = await signIn(jar);
      expect(await password.json()).toMatchObject({ twoFactorRedirect: true });

      const verified = await post(jar, path, { code: code(), trustDevice: true });
      expect(verified.status).toBe(200);
      expect(jar.names().some((name) => name.includes("trust_device"))).toBe(false);
      expect(await getSessionFromHeaders(new Headers({ cookie: jar.header() }))).not.toBeNull();

      // Later, the same browser and the password alone: no session, a code is due.
      const again = await signIn(jar);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
      expect(again.headers.getSetCookie().some((cookie) => /session_token=[^;]+/.test(cookie))).toBe(false);
    });
  }

  it("refuses a trust cookie that better-auth gave out before, and expires it", async () => {
    // Made exactly as better-auth's plugin makes it when asked to trust a device.
    const ctx = await (await getAuth()).$context;
    const user = (await ctx.internalAdapter.findUserByEmail(EMAIL))!.user;
    const identifier = `trust-device-${randomBytes(16).toString("hex")}`;
    await ctx.internalAdapter.createVerificationValue({
      value: user.id,
      identifier,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    const token = createHmac("sha256", ctx.secret).update(`${user.id}!${identifier}`).digest("base64url");
    const value = `${token}!${identifier}`;
    const signature = createHmac("sha256", ctx.secret).update(value).digest("base64");
    const jar = new CookieJar();
    const name = ctx.createAuthCookie("trust_device").name;
    jar.set(name, encodeURIComponent(`${value}.${signature}`));

    const password = await signIn(jar);
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    expect(jar.names()).not.toContain(name);
    expect(await ctx.internalAdapter.findVerificationValue(identifier)).toBeNull();
  });
});
