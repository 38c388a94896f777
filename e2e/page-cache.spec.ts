import { createHash } from "node:crypto";
import { STAMP_FIELD } from "@/lib/lead-forms";
import { expect, siteData, test } from "./support/blog-fixtures";

/** The inline scripts of a page, JSON-LD aside, with the policy's script sources. */
function inlineScriptsAreHashed(html: string, policy: string): void {
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src"))!;
  expect(scriptSrc).not.toContain("'nonce-");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes(" src=") && !attributes!.includes("application/ld+json"),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  }
}

test("an article rendered once is served from memory, its scripts admitted by hash", async ({
  request,
  page,
  insertPost,
}) => {
  const post = await insertPost();
  const first = await request.get(`/blog/${post.slug}`);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  // Other tests write posts at the same time, and each write renews every stored page: ask
  // until a request finds the article stored.
  let second = await request.get(`/blog/${post.slug}`);
  await expect
    .poll(async () => {
      second = await request.get(`/blog/${post.slug}`);
      return second.headers()["x-page-cache"];
    })
    .toBe("hit");
  inlineScriptsAreHashed(await second.text(), second.headers()["content-security-policy"]!);

  // The browser runs the stored copy without a single blocked script (the fixture fails on any).
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await page.getByRole("button", { name: "Services" }).click();
  await expect(page.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true");
});

test("a changed post shows on the next request to every page that lists it", async ({ request, insertPost }) => {
  const post = await insertPost({ author: "Emily Carter" });
  const pages = [`/blog/${post.slug}`, "/blog", "/author/emily-carter", "/blog/rss.xml", "/sitemap.xml"];
  const before = new Map<string, string | undefined>();
  for (const path of pages) before.set(path, (await request.get(path)).headers()["etag"]);

  const title = `${post.title} (revised)`;
  const slug = `${post.slug}-revised`;
  await siteData().updatePost(post.id, { title, slug });

  expect(await (await request.get(`/blog/${slug}`)).text()).toContain(title);
  const old = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
  expect(old.status(), "the old address redirects (decision 190)").toBe(301);
  expect(old.headers().location).toBe(`/blog/${slug}`);
  // No page is the copy stored before the change. Another test's request may have rendered one
  // afresh since (a "hit" then, of the new copy: seo.spec.ts reads the sitemap too).
  for (const path of pages.slice(1)) {
    const response = await request.get(path);
    expect(response.headers()["etag"], path).not.toBe(before.get(path));
    expect(await response.text(), path).toContain(path === "/sitemap.xml" ? `/blog/${slug}` : title);
  }
});

test("a browser's revalidation gets 304, and a visitor's hard reload the stored page", async ({ request }) => {
  const first = await request.get("/services");
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

  const revalidated = await request.get("/services", { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);

  // Only the signed-in admin may make a hard reload render afresh: anyone else could make every request a render.
  // Other tests write posts meanwhile, and each write renews every stored page, so one hard reload may
  // find the page gone; a hard reload that renders afresh would never be answered from memory.
  await expect
    .poll(async () => {
      const reloaded = await request.get("/services", { headers: { "cache-control": "no-cache" } });
      return reloaded.headers()["x-page-cache"];
    })
    .toBe("hit");
});

test("pages that differ per visitor are never stored", async ({ request }) => {
  for (const path of ["/contact", "/local-business-audit", "/login"]) {
    const response = await request.get(path);
    expect(response.headers()["x-page-cache"], path).toBeUndefined();
    expect(response.headers()["content-security-policy"], path).toContain("'nonce-");
  }
  // Two visitors of the contact form get two different signed stamps.
  const stamps = await Promise.all(
    [1, 2].map(async () => {
      const html = await (await request.get("/contact")).text();
      return new RegExp(`name="${STAMP_FIELD}" value="([^"]+)"`).exec(html)?.[1];
    }),
  );
  expect(stamps[0]).toBeTruthy();
  expect(stamps[0]).not.toBe(stamps[1]);
});
