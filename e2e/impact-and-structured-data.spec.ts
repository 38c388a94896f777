import { realEstateArticle } from "@/content/landing/utah-real-estate-marketing";
import { impactStatsFor } from "@/content/impact-stats";
import { aiFaq } from "@/content/services/ai-consulting";
import { ppcFaq } from "@/content/services/ppc";
import type { Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures";

for (const path of ["/", "/ppc", "/email-marketing"]) {
  test(`the impact band on ${path} shows its own four figures`, async ({ page }) => {
    await page.goto(path);
    const set = impactStatsFor(path);
    const band = page.getByRole("region", { name: set.heading });
    await expect(band.locator("dd")).toHaveText(set.stats.map((stat) => stat.value));
    await expect(band.locator("dt")).toHaveText(set.stats.map((stat) => stat.label));
  });
}

test("the three bands are different", async ({ page }) => {
  const figures: string[] = [];
  for (const path of ["/", "/ppc", "/email-marketing"]) {
    await page.goto(path);
    figures.push((await page.locator("#impact-heading").locator("..").locator("dd").allTextContents()).join(" "));
  }
  expect(new Set(figures).size).toBe(3);
  expect(figures[0]).toBe("13+ Millions 25k+ $500k+");
});

async function structuredData(page: Page, path: string): Promise<Record<string, unknown>[]> {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((b) => b["@type"] === type);

test("a service page describes its breadcrumb trail", async ({ page }) => {
  const blocks = await structuredData(page, "/seo");
  expect(ofType(blocks, "ProfessionalService")).toHaveLength(1);
  expect(ofType(blocks, "BreadcrumbList")).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: siteUrl() },
        { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl()}/services` },
        { "@type": "ListItem", position: 3, name: "SEO", item: `${siteUrl()}/seo` },
      ],
    },
  ]);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }),
  ).toHaveAttribute("href", "/services");
});

test("/ppc describes its questions and answers", async ({ page }) => {
  const blocks = await structuredData(page, "/ppc");
  const [faq] = ofType(blocks, "FAQPage");
  expect(faq).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: ppcFaq.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
  expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
});

test("/ai-consulting describes the questions of every topic", async ({ page }) => {
  const [faq] = ofType(await structuredData(page, "/ai-consulting"), "FAQPage");
  expect((faq!.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(
    aiFaq.groups.flatMap((group) => group.items.map((item) => item.question)),
  );
});

test("/utah-real-estate-marketing is described as an article", async ({ page }) => {
  const blocks = await structuredData(page, "/utah-real-estate-marketing");
  const [article] = ofType(blocks, "Article");
  expect(article).toMatchObject({
    headline: "9 Tips for Utah Real Estate Marketing",
    url: `${siteUrl()}/utah-real-estate-marketing`,
    datePublished: realEstateArticle.datePublished,
    image: `${siteUrl()}${realEstateArticle.image.src}`,
    author: { "@type": "Person", name: "Rafael Moreira", jobTitle: "Founder & CEO" },
    publisher: { "@id": `${siteUrl()}/#agency`, name: "Resgatar Marketing" },
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("a case study describes its breadcrumb trail", async ({ page }) => {
  const [crumbs] = ofType(await structuredData(page, "/case-studies/mld"), "BreadcrumbList");
  expect((crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
    ["Home", siteUrl()],
    ["Case Studies", `${siteUrl()}/case-studies`],
    ["MLD", `${siteUrl()}/case-studies/mld`],
  ]);
});
