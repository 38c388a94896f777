import type { MetadataRoute } from "next";
import { publicRoutes } from "@/lib/seo/public-routes";
import { getSitemapArticles, getSitemapTermPaths } from "@/server/blog/reader";
import { getConfig } from "@/server/config";
import { caseStudyPath } from "@/lib/validation/case-study";
import { attempt } from "@/server/attempt";
import { listPublicCaseStudies } from "@/server/content/case-studies";
import { listShownPeople } from "@/server/content/people";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getConfig();
  const pages = publicRoutes.map((route) => ({
    url: `${siteUrl}${route.path === "/" ? "" : route.path}`,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const published = await attempt(listPublicCaseStudies, "Reading the case studies for the sitemap failed");
  const caseStudies = (published ?? []).map((study) => ({
    url: `${siteUrl}${caseStudyPath(study.slug)}`,
    changeFrequency: "yearly" as const,
    priority: 0.6,
  }));
  const listed = await getSitemapArticles();
  const articles = listed.map((article) => ({
    url: `${siteUrl}/blog/${article.slug}`,
    lastModified: article.updatedAt,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  // The writers' pages, and those of anyone else who signs an article listed here.
  const signers = new Set(listed.map((article) => article.author));
  const people = (await attempt(listShownPeople, "Reading the people for the sitemap failed")) ?? [];
  const authorPages = people
    .filter((person) => person.writer || signers.has(person.name))
    .map((person) => ({
      url: `${siteUrl}/author/${person.id}`,
      changeFrequency: "weekly" as const,
      priority: 0.4,
    }));
  const termPages = (await getSitemapTermPaths()).map((path) => ({
    url: `${siteUrl}${path}`,
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
  return [...pages, ...caseStudies, ...authorPages, ...termPages, ...articles];
}
