import { describe, expect, it } from "vitest";
import { countAdmins, ensureConfiguredAdmin } from "./admin-accounts";

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
