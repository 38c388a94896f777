import { APIError } from "better-auth/api";
import { describe, expect, it, vi } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { signIn } from "../../../tests/support/sign-in";
import { AccountError, countAdmins, createAdmin, resetAdminPassword } from "./admin-accounts";
import { getAuth, getSessionFromHeaders, SESSION_MAX_SECONDS } from "./auth";
import { accountDelayMs, SIGN_IN_LIMITS } from "./sign-in-limits";
import { getAuthDb, getDb } from "../db";
import { getLogger } from "../ops/logger";

const PASSWORD = "correct horse battery";

describe("admin accounts and sign-in", () => {
  it("creates an admin whose password is stored as argon2id with 19 MiB and 2 passes", async () => {
    await createAdmin("Owner@Example.test", PASSWORD);
    expect(await countAdmins()).toBe(1);
    const row = await getAuthDb()
      .selectFrom("account" as never)
      .select("password" as never)
      .executeTakeFirstOrThrow();
    expect(String((row as { password: string }).password)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("refuses a second account for the same address and short passwords", async () => {
    await expect(createAdmin("owner@example.test", PASSWORD)).rejects.toThrow(AccountError);
    await expect(createAdmin("other@example.test", "short")).rejects.toThrow(/at least 12 characters/);
  });

  it("signs in with the right password and reads the session back", async () => {
    const response = await signIn("owner@example.test", PASSWORD);
    expect(response.status).toBe(200);
    const session = await getSessionFromHeaders(cookiesOf(response));
    expect(session?.user.email).toBe("owner@example.test");
  });

  it("answers a wrong password and an unknown account alike", async () => {
    const wrong = await signIn("owner@example.test", "not the password", "203.0.113.11");
    const unknown = await signIn("nobody@example.test", "not the password", "203.0.113.11");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("writes better-auth's own messages and refused sign-ins as JSON lines, without what was typed", async () => {
    const warned = vi.spyOn(getLogger(), "warn");
    const informed = vi.spyOn(getLogger(), "info");
    try {
      await signIn("nobody@example.test", "typed secret words", "203.0.113.12");
      expect(warned).toHaveBeenCalledWith({ event: "auth" }, "User not found");
      // A refused attempt's line has no account: what was typed may be a password.
      expect(informed).toHaveBeenCalledWith({ event: "sign-in", outcome: "failure", ip: "203.0.113.12" });
      const lines = JSON.stringify([...warned.mock.calls, ...informed.mock.calls]);
      expect(lines).not.toContain("typed secret words");
      expect(lines).not.toContain("nobody@example.test");
    } finally {
      warned.mockRestore();
      informed.mockRestore();
    }
  });

  it("limits attempts per address and account with status 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perIpAndAccount.limit; i++) {
      statuses.push((await signIn("target@example.test", "guess number " + i, "198.51.100.200")).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("slows an account tried from many addresses, but never locks its owner out", async () => {
    const flood = Array.from({ length: 12 }, (_, i) => signIn("owner@example.test", `guess ${i}`, `198.51.100.${i}`));
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect(statuses.every((status) => status === 401)).toBe(true);

    const started = Date.now();
    const own = await signIn("owner@example.test", PASSWORD, "203.0.113.50");
    expect(own.status).toBe(200);
    // The 13th attempt on the account waited before its password was checked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs(13) - 50);
    // Signing in clears the slowdown: the account's count starts again from nothing. Read from
    // the counter, not a clock, which a busy machine slows.
    const accountCount = () =>
      getDb()
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", "sign-in:account:owner@example.test")
        .executeTakeFirst();
    expect(await accountCount()).toBeUndefined();
    expect((await signIn("owner@example.test", PASSWORD, "203.0.113.50")).status).toBe(200);
    expect(await accountCount()).toBeUndefined();
  });

  it("doubles the account's delay past five attempts, up to four seconds", () => {
    expect([5, 6, 7, 8, 12, 100].map((attempts) => accountDelayMs(attempts))).toEqual([0, 250, 500, 1000, 4000, 4000]);
  });

  it("refuses common and guessable passwords with a sentence saying why", async () => {
    for (const weak of ["123456789012", "passwordpassword", "qwertyuiopasdf"]) {
      await expect(createAdmin("weak@example.test", weak)).rejects.toThrow(/too easy to guess/);
    }
    await expect(resetAdminPassword("owner@example.test", "passwordpassword")).rejects.toThrow(/too easy to guess/);
  });

  it("changing the password through better-auth ends every other session and refuses weak ones", async () => {
    const auth = await getAuth();
    const other = cookiesOf(await signIn("owner@example.test", PASSWORD, "203.0.113.60"));
    const current = cookiesOf(await signIn("owner@example.test", PASSWORD, "203.0.113.61"));

    const weak = await auth.api
      .changePassword({ body: { currentPassword: PASSWORD, newPassword: "passwordpassword" }, headers: current })
      .catch((error: unknown) => error);
    expect(weak).toBeInstanceOf(APIError);
    expect((weak as APIError).message).toMatch(/too easy to guess/);
    expect(await getSessionFromHeaders(other)).not.toBeNull();

    const changed = await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: "another long passphrase", revokeOtherSessions: false },
      headers: current,
      asResponse: true,
    });
    expect(changed.status).toBe(200);
    expect(await getSessionFromHeaders(other)).toBeNull();
    expect(await getSessionFromHeaders(cookiesOf(changed))).not.toBeNull();
    await resetAdminPassword("owner@example.test", PASSWORD);
  });

  it("limits attempts per address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perIp.limit; i++) {
      statuses.push((await signIn(`user${i}@example.test`, "wrong password", "192.0.2.99")).status);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });

  it("resetting the password ends every session and the new password works", async () => {
    const before = await signIn("owner@example.test", PASSWORD, "203.0.113.12");
    const cookies = cookiesOf(before);
    expect(await getSessionFromHeaders(cookies)).not.toBeNull();
    await resetAdminPassword("owner@example.test", "a brand new passphrase");
    expect(await getSessionFromHeaders(cookies)).toBeNull();
    expect((await signIn("owner@example.test", PASSWORD, "203.0.113.12")).status).toBe(401);
    expect((await signIn("owner@example.test", "a brand new passphrase", "203.0.113.12")).status).toBe(200);
  });

  it("ends a session left idle past its expiry, and any session older than seven days", async () => {
    const setSession = (token: string, values: Record<string, string>) =>
      getAuthDb()
        .updateTable("session" as never)
        .set(values as never)
        .where("token" as never, "=", token as never)
        .execute();
    const tokenOf = (headers: Headers) => decodeURIComponent(headers.get("cookie")!.split("=")[1]!).split(".")[0]!;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

    const idle = cookiesOf(await signIn("owner@example.test", "a brand new passphrase", "203.0.113.13"));
    await setSession(tokenOf(idle), { expiresAt: daysAgo(0.01) });
    expect(await getSessionFromHeaders(idle)).toBeNull();

    // A session in daily use for seven days, less a minute, whose expiry is due to slide.
    const old = cookiesOf(await signIn("owner@example.test", "a brand new passphrase", "203.0.113.13"));
    const createdAt = new Date(Date.now() - SESSION_MAX_SECONDS * 1000 + 60_000);
    await setSession(tokenOf(old), {
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const used = await getSessionFromHeaders(old);
    expect(used).not.toBeNull();
    const capped = createdAt.getTime() + SESSION_MAX_SECONDS * 1000;
    expect(new Date(used!.session.expiresAt).getTime()).toBe(capped);
    // That minute passes: the whole session, as stored, moves a minute and a second back in time.
    await setSession(tokenOf(old), {
      createdAt: new Date(createdAt.getTime() - 61_000).toISOString(),
      expiresAt: new Date(capped - 61_000).toISOString(),
    });
    expect(await getSessionFromHeaders(old)).toBeNull();
  });

  it("cannot reset the password of an unknown account", async () => {
    await expect(resetAdminPassword("ghost@example.test", PASSWORD)).rejects.toThrow(/No account/);
  });
});
