import type { APIRequestContext } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";

const redirects = {
  "/services/seo": "/seo",
  "/services/ppc": "/ppc",
  "/services/content-strategy": "/content-strategy",
  "/services/social-media": "/social-media-marketing",
};

for (const [from, to] of Object.entries(redirects)) {
  test(`${from} moved permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(new URL(response.headers().location!, siteUrl()).pathname).toBe(to);
    expect((await request.get(from)).url()).toBe(`${siteUrl()}${to}`);
  });
}

test("a /utah-marketing-firms service card lands on the service page", async ({ page }) => {
  await page.goto("/utah-marketing-firms");
  await page.getByRole("link", { name: "Social Media Marketing", exact: true }).first().click();
  await expect(page).toHaveURL(/\/social-media-marketing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = raw!.replace(/&amp;/g, "&");
    if (href.startsWith("/") && !href.startsWith("//")) links.add(href.split("#")[0]!);
    else if (href.startsWith(siteUrl())) links.add(href.slice(siteUrl().length).split("#")[0] || "/");
  }
  links.delete("");
  return [...links];
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
  return { status: response.status(), finalPath: new URL(response.url()).pathname, html };
}

test("every internal link on every public page answers", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const queue = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.slice(siteUrl().length) || "/");
  expect(queue.length).toBeGreaterThan(20);

  const crawled = new Set<string>();
  const checked = new Map<string, number>();
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (crawled.has(path)) continue;
    crawled.add(path);
    const { html } = await fetchPage(request, path);
    for (const link of internalLinks(html)) {
      if (!checked.has(link)) {
        const target = await fetchPage(request, link);
        checked.set(link, target.status);
        if (target.status === 200 && !crawled.has(target.finalPath)) queue.push(target.finalPath);
      }
      const status = checked.get(link)!;
      if (status !== 200) broken.push(`${path} → ${link} (${status})`);
    }
  }
  expect(crawled.size).toBeGreaterThan(20);
  expect(broken, "broken links (page → link)").toEqual([]);
});
