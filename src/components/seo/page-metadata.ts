import type { Metadata, Viewport } from "next";
import { blogName } from "@/content/blog-pages";
import { site } from "@/content/site";
import type { PageMeta } from "@/lib/seo/metadata";

export const FEED_PATH = "/blog/rss.xml";

/** The browser chrome's colour, on every document (the root layout and the global "not found" screen). */
export const siteViewport: Viewport = { themeColor: "#0f766e" };

/** Title, description, canonical address, Open Graph and Twitter card of a page. */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  image,
  imageDetails,
  type = "website",
  absoluteTitle,
  canonical = path,
  noindex,
}: PageMeta): Metadata {
  // A page's openGraph replaces its parents' as a whole, so the default card is named here.
  const images = [{ url: image ?? "/opengraph-image", width: 1200, height: 630, ...imageDetails }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords,
    alternates: { canonical },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title,
      description,
      url: canonical,
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

/** A blog page's metadata: the site's usual tags, plus the RSS feed announced in the head. */
export function blogPageMetadata(meta: PageMeta): Metadata {
  const metadata = pageMetadata(meta);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: FEED_PATH, title: blogName }] } },
  };
}
