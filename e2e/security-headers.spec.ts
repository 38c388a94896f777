import { createHash } from "node:crypto";
import { expect, siteUrl, test } from "./fixtures";
import { signIn } from "./support/admin";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const common = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function scriptSrcOf(policy: string): string[] {
  const scriptSrc = directives(policy).get("script-src")!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("*");
  return scriptSrc;
}

/** Script files of the site's own: Next.js's chunks and the analytics loader. */
const SITE_SCRIPT_FILE = /^\/(_next\/static\/|analytics\.js$)/;

/** The executable scripts of a page: inline texts and external tags' attributes. */
function scriptsOf(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attributes: m[1]!, body: m[2]! }))
    .filter(({ attributes }) => !attributes.includes("application/ld+json"));
}

test("the policy locks down objects, base, forms and framing", async ({ request }) => {
  for (const path of ["/", "/contact"]) {
    const d = directives((await request.get(path)).headers()["content-security-policy"]!);
    expect(d.get("object-src"), path).toEqual(["'none'"]);
    expect(d.get("base-uri"), path).toEqual(["'none'"]);
    expect(d.get("form-action"), path).toEqual(["'self'"]);
    expect(d.get("frame-ancestors"), path).toEqual(["'none'"]);
  }
});

test("a prerendered page admits exactly its own scripts, by hash", async ({ request, page }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const policy = first.headers()["content-security-policy"]!;
  const scriptSrc = scriptSrcOf(policy);
  expect(scriptSrc.some((v) => v.startsWith("'nonce-"))).toBe(false);
  expect(second.headers()["content-security-policy"]).toBe(policy);

  const scripts = scriptsOf(await first.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attributes, body } of scripts) {
    // Files only from the site itself ('self'); inline scripts only by their hash.
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    if (src) expect(src).toMatch(SITE_SCRIPT_FILE);
    else expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }

  // And the browser runs the page without a single violation (the fixture fails on console errors).
  await page.goto("/");
  await page.getByRole("button", { name: "Services" }).click();
  await expect(page.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
});

test("a page rendered per request carries a fresh nonce on every script", async ({ request, page }) => {
  const first = await request.get("/contact");
  const second = await request.get("/contact");
  const policy = first.headers()["content-security-policy"]!;
  const nonce = scriptSrcOf(policy).find((v) => v.startsWith("'nonce-"))!;
  expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
  expect(second.headers()["content-security-policy"]).not.toBe(policy);

  const scripts = scriptsOf(await first.text());
  expect(scripts.length).toBeGreaterThan(0);
  let byHash = 0;
  for (const { attributes, body } of scripts) {
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    // Inline scripts run by the nonce, except the visit script every public page shares, which
    // its hash admits (decision 200); files come from the site itself ('self').
    if (src) expect(src).toMatch(SITE_SCRIPT_FILE);
    else if (attributes.includes("nonce=")) expect(attributes).toContain(`nonce="${nonce.slice(7, -1)}"`);
    else {
      expect(scriptSrcOf(policy)).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      byHash += 1;
    }
  }
  expect(byHash).toBe(1);

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("every public page's inline styles are the build's own stylesheets, admitted by hash", async ({
  request,
  page,
}) => {
  for (const path of ["/", "/blog", "/contact"]) {
    const response = await request.get(path);
    const styleSrc = directives(response.headers()["content-security-policy"]!).get("style-src-elem")!;
    expect(styleSrc, path).not.toContain("'unsafe-inline'");
    const styles = [...(await response.text()).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.length, path).toBeGreaterThan(0);
    for (const text of styles) {
      expect(styleSrc, path).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
  }
  // The browser applies them without a violation (the fixture fails on console errors).
  await page.goto("/blog");
  await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
});

for (const path of ["/", "/privacy-policy", "/no-such-page", "/sitemap.xml", "/robots.txt"]) {
  test(`${path} sends the security headers and no X-Powered-By`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, value] of Object.entries(common)) expect(headers[name], name).toBe(value);
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Served over plain http here, so no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
}

test("an address or headers too large for the server get 431 with the security headers", async () => {
  for (const [path, headers] of [
    [`/${"a".repeat(20_000)}`, {}],
    ["/", { "x-padding": "p".repeat(20_000) }],
  ] as const) {
    const response = await fetch(`${siteUrl()}${path}`, { headers });
    expect(response.status).toBe(431);
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  }
});

test("static assets send the security headers too", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  for (const [name, value] of Object.entries(common)) expect(response.headers()[name], name).toBe(value);
  expect(response.headers()["x-powered-by"]).toBeUndefined();
});

test("the sign-in page and the admin area keep other sites' windows out; public pages go without", async ({
  page,
  request,
}) => {
  // Decision 260: a stored page, a page rendered per request, and a page not found.
  for (const path of ["/", "/contact", "/no-such-page"]) {
    expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBeUndefined();
  }
  expect((await request.get("/login")).headers()["cross-origin-opener-policy"]).toBe("same-origin");

  // From a public page, the private area opens as a document of its own, so it is isolated too.
  await page.goto("/");
  const login = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === "/login",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Admin Login" }).click();
  expect((await login).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

  await signIn(page);
  expect((await page.goto("/admin/blogs"))?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
});
