import { expect, test } from "./fixtures";
import { ADMIN } from "./support/admin";
import { freePort } from "./support/free-port";
import { type TestSite, startTestSite } from "./support/test-site";

/**
 * A site behind a proxy it was not told of (TRUST_PROXY unset, decision 133): the first request
 * that carries X-Forwarded-For makes the server warn once, naming TRUST_PROXY, and the admin
 * sees the warning on the dashboard and in /readyz; anyone else's /readyz says nothing of it.
 */

test.describe.configure({ mode: "serial" });

let site: TestSite | undefined;
const lines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startTestSite(
    await freePort(),
    {
      // The shared server's SITE_URL keeps the build current; this server only listens elsewhere.
      SITE_URL: process.env.E2E_BASE_URL!,
      TRUST_PROXY: "",
      LOG_LEVEL: "info",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    { onLine: (line) => lines.push(line) },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

/** The log lines of requests for `path`, once `count` of them are written. */
async function requestLines(path: string, count: number) {
  const of = () => lines.filter((line) => line.includes('"event":"request"') && line.includes(`"path":"${path}"`));
  await expect.poll(() => of().length).toBeGreaterThanOrEqual(count);
  return of();
}

test("warns once, naming TRUST_PROXY, and shows the warning to the admin alone", async () => {
  for (const client of ["203.0.113.7", "198.51.100.4"]) {
    const response = await fetch(`${site!.url}/about`, { headers: { "x-forwarded-for": client } });
    expect(response.status).toBe(200);
  }
  // Both requests are logged: whatever either would have warned is written by now.
  await requestLines("/about", 2);
  const warnings = lines.filter((line) => line.includes('"event":"untrusted-forwarding"'));
  expect(warnings).toHaveLength(1);
  const { level, msg } = JSON.parse(warnings[0]!) as { level: string; msg: string };
  expect(level).toBe("warn");
  expect(msg).toMatch(
    /^Requests from \S+ carry X-Forwarded-For, which the site does not believe: TRUST_PROXY is not set\./,
  );
  expect(msg).toContain("5 leads per 10 minutes on each form, for the whole site");

  const signedIn = await fetch(`${site!.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: process.env.E2E_BASE_URL!, "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const dashboard = await fetch(`${site!.url}/admin`, { headers: { cookie } });
  expect(dashboard.status).toBe(200);
  const html = await dashboard.text();
  expect(html).toContain("Visitors may all count as one address");
  expect(html).toContain("TRUST_PROXY is not set");

  const readiness = await fetch(`${site!.url}/readyz`, { headers: { cookie } });
  expect(await readiness.json()).toMatchObject({ status: "ready", proxy: { warning: msg } });
  expect(await (await fetch(`${site!.url}/readyz`)).json()).toEqual({ status: "ready" });
});
