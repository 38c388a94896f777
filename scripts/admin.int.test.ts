import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getAuth, getSessionFromHeaders } from "@/server/auth/auth";
import { listAuditLog } from "@/server/auth/audit-log";
import { cookiesOf } from "../tests/support/cookies";
import { secretOf, totpCode } from "../tests/support/totp";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Each run of the command is a new Node.js process that loads the app's auth and database
 * modules: 2 s on a quiet machine, 6 s and more on a busy one. A test that runs it four times
 * gets 30 s a run, as the suite's 20 s a test would fail it on a loaded machine.
 */
const RUNS_PER_TEST = 4;
const RUN_ALLOWANCE_MS = 30_000;

/**
 * Runs `npm run admin -- …` as a person would, on this test's database: `password` in
 * ADMIN_PASSWORD, `input` on standard input (a pipe, as in `printf … | npm run admin`).
 */
function admin(args: string[], password?: string, input = "") {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/admin.ts", ...args],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        DATABASE_URL: process.env.DATABASE_URL,
        ...(password ? { ADMIN_PASSWORD: password } : {}),
      },
      input,
      encoding: "utf8",
      timeout: RUN_ALLOWANCE_MS,
    },
  );
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status === 200;
}

describe("npm run admin", { timeout: RUNS_PER_TEST * RUN_ALLOWANCE_MS }, () => {
  it("creates an account that can sign in", async () => {
    const result = admin(["create", "--email", "boss@example.test"], "first passphrase ok");
    expect(result).toMatchObject({ status: 0, out: "Admin account created for boss@example.test." });
    expect(await canSignIn("boss@example.test", "first passphrase ok")).toBe(true);
  });

  it("refuses to create the same account twice", () => {
    const result = admin(["create", "--email", "boss@example.test"], "first passphrase ok");
    expect(result).toMatchObject({ status: 1, err: "An account for boss@example.test already exists." });
  });

  it("resets the password", async () => {
    const result = admin(["reset-password", "--email", "boss@example.test"], "second passphrase ok");
    expect(result.status).toBe(0);
    expect(await canSignIn("boss@example.test", "second passphrase ok")).toBe(true);
    expect(await canSignIn("boss@example.test", "first passphrase ok")).toBe(false);
  });

  it("refuses a short password and explains the usage", () => {
    expect(admin(["create", "--email", "new@example.test"], "too short")).toMatchObject({
      status: 1,
      err: "The password must be at least 12 characters.",
    });
    expect(admin(["create"], "long enough password")).toMatchObject({
      status: 2,
      err: "Usage: npm run admin -- <create|reset-password|disable-2fa> --email you@example.com",
    });
  });

  it("turns two-factor sign-in off for a lost phone and ends the account's sessions", async () => {
    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({
      body: { email: "boss@example.test", password: "second passphrase ok" },
      asResponse: true,
    });
    const session = cookiesOf(signedIn);
    const enabled = await auth.api.enableTwoFactor({ body: { password: "second passphrase ok" }, headers: session });
    if (enabled.method !== "totp") throw new Error("expected a TOTP enrolment");
    const confirmed = await auth.api.verifyTOTP({
      body: { code: totpCode(secretOf(enabled.totpURI)) },
      headers: session,
      asResponse: true,
    });
    const enrolled = cookiesOf(confirmed);
    expect((await getSessionFromHeaders(enrolled))?.user.twoFactorEnabled).toBe(true);

    const result = admin(["disable-2fa", "--email", "Boss@Example.test"]);
    expect(result).toMatchObject({
      status: 0,
      out: "Two-factor sign-in turned off for Boss@Example.test; its sessions were ended. Sign in with the password and set it up again on /admin/security.",
    });
    expect(await getSessionFromHeaders(enrolled)).toBeNull();
    expect((await listAuditLog()).entries[0]).toMatchObject({
      action: "two-factor-off",
      actor: "boss@example.test",
      ip: null,
    });
    const plain = await auth.api.signInEmail({
      body: { email: "boss@example.test", password: "second passphrase ok" },
    });
    expect(plain).not.toHaveProperty("twoFactorRedirect");
    expect(admin(["disable-2fa", "--email", "ghost@example.test"])).toMatchObject({
      status: 1,
      err: "No account for ghost@example.test.",
    });
  });

  it("asks for a password when there is no terminal to type it in and none is piped or set", () => {
    expect(admin(["create", "--email", "new@example.test"])).toMatchObject({
      status: 1,
      err: "No password: pipe it in on one line, set ADMIN_PASSWORD, or run this in a terminal to type it.",
    });
  });

  it("takes the password piped in on standard input, for scripts", async () => {
    const created = admin(["create", "--email", "piped@example.test"], undefined, "piped in passphrase\n");
    expect(created).toMatchObject({ status: 0, out: "Admin account created for piped@example.test." });
    expect(await canSignIn("piped@example.test", "piped in passphrase")).toBe(true);

    // A line ending of Windows, or none at all, is not part of the password; what follows the first line is ignored.
    const reset = admin(["reset-password", "--email", "piped@example.test"], undefined, "another piped phrase\r\nmore");
    expect(reset.status).toBe(0);
    expect(await canSignIn("piped@example.test", "another piped phrase")).toBe(true);
    expect(admin(["reset-password", "--email", "piped@example.test"], undefined, "third piped passphrase").status).toBe(
      0,
    );
    expect(await canSignIn("piped@example.test", "third piped passphrase")).toBe(true);

    // A piped password meets the same rules as a typed one.
    expect(admin(["create", "--email", "weak@example.test"], undefined, "too short\n")).toMatchObject({
      status: 1,
      err: "The password must be at least 12 characters.",
    });
  });
});
