import type { MetadataRoute } from "next";

export interface PublicRoute {
  path: string;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;
  priority: number;
}

/** Every public page with a fixed address, as listed in the sitemap. */
export const publicRoutes: PublicRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms-of-service", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cookie-policy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/seo", changeFrequency: "monthly", priority: 0.8 },
  { path: "/ppc", changeFrequency: "monthly", priority: 0.8 },
  { path: "/email-marketing", changeFrequency: "monthly", priority: 0.8 },
  { path: "/strategic-consulting", changeFrequency: "monthly", priority: 0.8 },
  { path: "/ai-consulting", changeFrequency: "monthly", priority: 0.8 },
  { path: "/social-media-marketing", changeFrequency: "monthly", priority: 0.8 },
  { path: "/content-strategy", changeFrequency: "monthly", priority: 0.8 },
  { path: "/website-development", changeFrequency: "monthly", priority: 0.8 },
  { path: "/it-support", changeFrequency: "monthly", priority: 0.8 },
  { path: "/utah-real-estate-marketing", changeFrequency: "monthly", priority: 0.7 },
  { path: "/utah-marketing-firms", changeFrequency: "monthly", priority: 0.7 },
  { path: "/utahmarketingagency", changeFrequency: "monthly", priority: 0.7 },
  { path: "/dealershipmarketing", changeFrequency: "monthly", priority: 0.7 },
  { path: "/case-studies", changeFrequency: "monthly", priority: 0.8 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.8 },
  { path: "/local-business-audit", changeFrequency: "monthly", priority: 0.8 },
  { path: "/blog", changeFrequency: "daily", priority: 0.8 },
];
