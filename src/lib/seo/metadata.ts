import type { Metadata } from "next";
import { site } from "@/content/site";

export interface PageMeta {
  /** The page's own title; the root layout's template adds the agency name. */
  title: string;
  description: string;
  /** Path of the page, such as "/seo"; the canonical address is SITE_URL + path. */
  path: string;
  keywords?: string[];
  /** An image path or URL for link previews (1200 × 630); the site's default card otherwise. */
  image?: string;
  type?: "website" | "article";
  /** Use the title as is, without the agency name appended. */
  absoluteTitle?: boolean;
}

/** Title, description, canonical address, Open Graph and Twitter card of a page. */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  image,
  type = "website",
  absoluteTitle,
}: PageMeta): Metadata {
  // A page's openGraph replaces its parents' as a whole, so the default card is named here.
  const images = [{ url: image ?? "/opengraph-image", width: 1200, height: 630 }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: "en_US",
      type,
      images,
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images,
    },
  };
}
