import type { MetadataRoute } from "next";
import { getConfig } from "@/server/config";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getConfig();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/login", "/api"] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
