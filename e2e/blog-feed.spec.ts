import { expect, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test("the RSS feed lists the newest articles and is announced on the blog's pages", async ({
  page,
  request,
  insertPost,
}) => {
  // Published a minute ago: newer than the other tests' posts but those published at this moment.
  const publishedAt = new Date(Date.now() - 60_000);
  publishedAt.setUTCMilliseconds(0);
  const post = await insertPost({ title: `Fresh & new ${uniqueToken()}`, published_at: publishedAt.toISOString() });
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain(`<atom:link href="${siteUrl()}/blog/rss.xml" rel="self"`);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(50);
  const item = items.find((text) => text.includes(`<link>${siteUrl()}/blog/${post.slug}</link>`));
  expect(item).toContain(`<title>${post.title.replace("&", "&amp;")}</title>`);
  expect(item).toContain(`<pubDate>${publishedAt.toUTCString()}</pubDate>`);

  for (const path of ["/blog", `/blog/${post.slug}`, "/author/marcos-silva"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${siteUrl()}/blog/rss.xml`,
    );
  }
});

test("the sitemap lists the blog and every article", async ({ request, insertPost }) => {
  const post = await insertPost();
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${siteUrl()}/blog</loc>`);
  expect(xml).toContain(`<loc>${siteUrl()}/blog/${post.slug}</loc>`);
});
