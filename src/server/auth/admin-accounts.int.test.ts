import { describe, expect, it } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { answer, signIn } from "../../../tests/support/sign-in";
import { countAdmins, createAdmin, ensureConfiguredAdmin, resetAdminPassword } from "./admin-accounts";
import { getAuth } from "./auth";

const PASSWORD = "correct horse battery";

describe("the admin account at start", () => {
  it("says how to create one when none exists and none is configured", async () => {
    expect(await ensureConfiguredAdmin(undefined)).toMatch(/npm run admin -- create --email/);
  });

  it("creates the configured account once", async () => {
    const admin = { email: "Configured@Example.test", password: "configured passphrase" };
    expect(await ensureConfiguredAdmin(admin)).toBe("Admin account created for configured@example.test.");
    expect(await ensureConfiguredAdmin(admin)).toBeUndefined();
    expect(await ensureConfiguredAdmin(undefined)).toBeUndefined();
    expect(await countAdmins()).toBe(1);
  });

  it("creates it once when several processes start at the same moment", async () => {
    const admin = { email: "together@example.test", password: "configured passphrase" };
    const before = await countAdmins();
    const notes = await Promise.all([ensureConfiguredAdmin(admin), ensureConfiguredAdmin(admin)]);
    expect(notes.filter(Boolean)).toEqual(["Admin account created for together@example.test."]);
    expect(await countAdmins()).toBe(before + 1);
  });
});

describe("a new password made of the account's or the agency's own words", () => {
  const email = "admin@example.com";
  const refusal = /^The password is too easy to guess/;

  it("is refused at start from ADMIN_PASSWORD and by npm run admin -- create", async () => {
    await expect(ensureConfiguredAdmin({ email, password: "Resgatar-Marketing-2026" })).rejects.toThrow(refusal);
    await expect(createAdmin(email, "resgatarmarketing1")).rejects.toThrow(refusal);
    await expect(createAdmin("Admin@Example.com", "Admin@Example.com!")).rejects.toThrow(refusal);
  });

  it("is refused by npm run admin -- reset-password and by a password change", async () => {
    await createAdmin(email, PASSWORD);
    await expect(resetAdminPassword(email, "Resgatar-Marketing-2026")).rejects.toThrow(refusal);

    const auth = await getAuth();
    const session = cookiesOf(await signIn(email, PASSWORD, "203.0.113.90"));
    for (const newPassword of [email, "Resgatar-Marketing-2026", "resgatarmarketing1"]) {
      const changed = await answer(() =>
        auth.api.changePassword({
          body: { currentPassword: PASSWORD, newPassword },
          headers: session,
          asResponse: true,
        }),
      );
      expect(changed.status, newPassword).toBe(400);
      expect((await changed.json()).message, newPassword).toMatch(refusal);
    }
    expect((await signIn(email, PASSWORD, "203.0.113.90")).status).toBe(200);
  });
});
