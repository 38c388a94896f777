import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getAuth } from "@/server/auth/auth";

const root = path.resolve(import.meta.dirname, "..");

/** Runs `npm run admin -- …` as a person would, on this test's database. */
function admin(args: string[], password?: string) {
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
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status === 200;
}

describe("npm run admin", () => {
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
      err: "Usage: npm run admin -- <create|reset-password> --email you@example.com",
    });
  });

  it("asks for ADMIN_PASSWORD when there is no terminal to type it in", () => {
    expect(admin(["create", "--email", "new@example.test"])).toMatchObject({
      status: 1,
      err: "Set ADMIN_PASSWORD or run this in a terminal to type the password.",
    });
  });
});
