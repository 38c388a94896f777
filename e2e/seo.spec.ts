import { seededPeople } from "@/content/people";
import { expect, siteUrl, test } from "./fixtures";
import { publicPages } from "./support/public-pages";

const canonical = (path: string) => `${siteUrl()}${path === "/" ? "" : path}`;
// The writers' pages of a fresh installation: today's author addresses.
const authorPages = seededPeople.filter((person) => person.writer).map((person) => `/author/${person.id}`);

for (const path of [...publicPages, ...authorPages]) {
  test(`${path} has its own title, description, canonical address and link previews`, async ({ page }) => {
    await page.goto(path);
    const title = await page.title();
    expect(title).toMatch(/Resgatar Marketing/);
    const meta = (selector: string) => page.locator(selector).getAttribute("content");

    const description = await meta('meta[name="description"]');
    expect(description?.length).toBeGreaterThan(50);
    const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonicalHref?.replace(/\/$/, "")).toBe(canonical(path));

    expect(await meta('meta[property="og:title"]')).toBeTruthy();
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect((await meta('meta[property="og:url"]'))?.replace(/\/$/, "")).toBe(canonical(path));
    expect(await meta('meta[property="og:site_name"]')).toBe("Resgatar Marketing");
    expect(await meta('meta[property="og:type"]')).toBeTruthy();
    expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:title"]')).toBeTruthy();
    expect(await meta('meta[name="twitter:description"]')).toBe(description);
  });
}

test("page titles are unique", async ({ page }) => {
  // One visit per public page: the time allowed grows with the site.
  test.setTimeout(30_000 + publicPages.length * 3_000);
  const titles = new Set<string>();
  for (const path of publicPages) {
    await page.goto(path);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(publicPages.length);
});

test("the sitemap lists every public page, each of which answers", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
  for (const path of [...publicPages, ...authorPages]) expect(urls).toContain(canonical(path));
  for (const url of urls) {
    const page = await request.get(url.replace(siteUrl(), ""));
    expect(page.status(), url).toBe(200);
  }
});

test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-Agent: *");
  for (const path of ["/admin", "/login", "/api"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
});

test("the default link-preview image is a real image", async ({ page, request }) => {
  await page.goto("/");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(image!.replace(siteUrl(), ""));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

test("every public page describes the agency for search engines", async ({ page }) => {
  await page.goto("/privacy-policy");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const agency = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "ProfessionalService");
  expect(agency).toMatchObject({
    name: "Resgatar Marketing",
    url: siteUrl(),
    address: { addressLocality: "Salt Lake City", addressRegion: "UT" },
  });
});
