import { afterAll, describe, expect, it, vi } from "vitest";

// This file's site is served over https: fresh modules read the configuration again.
process.env.SITE_URL = "https://resgatar.example";
vi.resetModules();
const { POST } = await import("@/app/api/auth/[...all]/route");
const { createAdmin } = await import("./admin-accounts");
const { getAuth } = await import("./auth");
const { closeDb } = await import("../db");
afterAll(() => closeDb());

const PASSWORD = "correct horse battery";

describe("sign-in over https", () => {
  it("makes every cookie Secure, the session's __Host- prefixed", async () => {
    const { authCookies } = await (await getAuth()).$context;
    expect(authCookies.sessionToken.name).toBe("__Host-agency.session_token");
    expect(authCookies.sessionToken.attributes.secure).toBe(true);
    expect(authCookies.dontRememberToken.attributes.secure).toBe(true);
    expect(authCookies.sessionData.attributes.secure).toBe(true);
  });

  it("answers sign-in, which carries the session token, with Cache-Control: no-store", async () => {
    await createAdmin("owner@example.test", PASSWORD);
    const response = await POST(
      new Request("https://resgatar.example/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://resgatar.example" },
        body: JSON.stringify({ email: "owner@example.test", password: PASSWORD, rememberMe: false }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("token");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
