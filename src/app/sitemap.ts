import type { MetadataRoute } from "next";
import { authorIdOf, authors } from "@/content/authors";
import { publicRoutes } from "@/lib/seo/public-routes";
import { getSitemapArticles, getSitemapTermPaths } from "@/server/blog/reader";
import { getConfig } from "@/server/config";
import { caseStudyPath } from "@/lib/validation/case-study";
import { listPublicCaseStudies } from "@/server/content/case-studies";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getConfig();
  const pages = publicRoutes.map((route) => ({
    url: `${siteUrl}${route.path === "/" ? "" : route.path}`,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const caseStudies = (await listPublicCaseStudies()).map((study) => ({
    url: `${siteUrl}${caseStudyPath(study.slug)}`,
    changeFrequency: "yearly" as const,
    priority: 0.6,
  }));
  const articles = (await getSitemapArticles()).map((article) => ({
    url: `${siteUrl}/blog/${article.slug}`,
    lastModified: article.updatedAt,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  const authorPages = authors.map((author) => ({
    url: `${siteUrl}/author/${authorIdOf(author.name)}`,
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
