import { expect, noonOf, siteUrl, test, uniqueToken } from "./support/blog-fixtures";

test("the RSS feed lists the newest articles and is announced on the blog's pages", async ({
  page,
  request,
  insertPost,
}) => {
  const post = await insertPost({ title: `Fresh & new ${uniqueToken()}`, published_at: noonOf("2099-12-31") });
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(xml).toContain(`<atom:link href="${siteUrl()}/blog/rss.xml" rel="self"`);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(50);
  expect(items[0]).toContain(`<title>${post.title.replace("&", "&amp;")}</title>`);
  expect(items[0]).toContain(`<link>${siteUrl()}/blog/${post.slug}</link>`);
  expect(items[0]).toContain("<pubDate>Thu, 31 Dec 2099 12:00:00 GMT</pubDate>");

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
