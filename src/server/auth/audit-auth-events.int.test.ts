import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { signIn } from "../../../tests/support/sign-in";
import { getDb } from "../db";
import { createAdmin } from "./admin-accounts";
import { getAuth, getSessionFromHeaders } from "./auth";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "another long passphrase";

/** The latest entry as stored, every column. */
async function latestRow() {
  return getDb().selectFrom("audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
}

/** `headers` with the request's address as the site server passes it on. */
function from(ip: string, headers: Headers): Headers {
  const withAddress = new Headers(headers);
  withAddress.set("x-forwarded-for", ip);
  return withAddress;
}

describe(`audit log of sign-ins and security changes (${process.env.TEST_DIALECT})`, () => {
  it('records a sign-in as "sign-in" with the account and the address', async () => {
    await createAdmin("owner@example.test", PASSWORD);
    expect((await signIn("Owner@Example.test", PASSWORD, "203.0.113.20")).status).toBe(200);
    expect(await latestRow()).toMatchObject({
      action: "sign-in",
      actor: "owner@example.test",
      ip_address: "203.0.113.20",
    });
  });

  it("records a wrong password with the account and the address, and never the password", async () => {
    expect((await signIn("owner@example.test", "my secret guess", "203.0.113.21")).status).toBe(401);
    const row = await latestRow();
    expect(row).toMatchObject({ action: "sign-in-failed", actor: "owner@example.test", ip_address: "203.0.113.21" });
    expect(JSON.stringify(row)).not.toContain("my secret guess");
  });

  it("records a failed sign-in to no known account without what was typed", async () => {
    // People type their password into the e-mail field: what names no account is not kept.
    expect((await signIn("hunter2-passw0rd@example.test", "not it at all", "203.0.113.22")).status).toBe(401);
    const row = await latestRow();
    expect(row).toMatchObject({ action: "sign-in-failed", actor: null, ip_address: "203.0.113.22" });
    expect(JSON.stringify(row)).not.toMatch(/hunter2|not it at all/);
  });

  it("records a password change, other sessions ended, and a sign-out", async () => {
    const auth = await getAuth();
    const other = cookiesOf(await signIn("owner@example.test", PASSWORD, "203.0.113.30"));
    const current = from("203.0.113.31", cookiesOf(await signIn("owner@example.test", PASSWORD, "203.0.113.31")));

    const changed = await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      headers: current,
      asResponse: true,
    });
    expect(changed.status).toBe(200);
    const password = await latestRow();
    expect(password).toMatchObject({
      action: "password-changed",
      actor: "owner@example.test",
      ip_address: "203.0.113.31",
    });
    expect(JSON.stringify(password)).not.toMatch(new RegExp(`${PASSWORD}|${NEW_PASSWORD}`));

    const session = from("203.0.113.31", cookiesOf(changed));
    const third = cookiesOf(await signIn("owner@example.test", NEW_PASSWORD, "203.0.113.32"));
    const thirdSession = (await getSessionFromHeaders(third))?.session;
    await auth.api.revokeSession({ body: { token: thirdSession!.token }, headers: session });
    const revoked = await latestRow();
    expect(revoked).toMatchObject({
      action: "session-revoked",
      actor: "owner@example.test",
      ip_address: "203.0.113.31",
    });
    expect(JSON.stringify(revoked)).not.toContain(thirdSession!.token);

    await auth.api.revokeOtherSessions({ headers: session });
    expect(await latestRow()).toMatchObject({ action: "other-sessions-revoked", actor: "owner@example.test" });

    await auth.api.signOut({ headers: session });
    expect(await latestRow()).toMatchObject({
      action: "sign-out",
      actor: "owner@example.test",
      ip_address: "203.0.113.31",
    });

    // A request with no live session signs nobody out, and records nothing.
    const count = async () => (await getDb().selectFrom("audit_log").select("id").execute()).length;
    const before = await count();
    await auth.api.signOut({ headers: from("203.0.113.30", other) });
    expect(await count()).toBe(before);
  });

  it("records a failed password change as nothing", async () => {
    const auth = await getAuth();
    const current = from("203.0.113.40", cookiesOf(await signIn("owner@example.test", NEW_PASSWORD, "203.0.113.40")));
    const last = await latestRow();
    await expect(
      auth.api.changePassword({
        body: { currentPassword: "wrong one", newPassword: "yet another passphrase" },
        headers: current,
      }),
    ).rejects.toBeInstanceOf(APIError);
    expect((await latestRow()).id).toBe(last.id);
  });
});
