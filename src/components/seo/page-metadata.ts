import type { Metadata, Viewport } from "next";
import { blogNameOf } from "@/content/blog-pages";
import type { PageMeta } from "@/lib/seo/metadata";
import type { SiteFacts } from "@/lib/site-settings";

export const FEED_PATH = "/blog/rss.xml";

/** What the drawn card (/opengraph-image) shows, for those who cannot see it. */
export const defaultCardAlt = (site: SiteFacts) =>
  `${site.name}, a digital marketing agency in ${site.address.locality}, ${site.address.region}`;

/** The browser chrome's colour, on every document (the root layout and the global "not found" screen). */
export const siteViewport: Viewport = { themeColor: "#0f766e" };

/**
 * Title, description, canonical address, Open Graph and Twitter card of a page, named for the
 * agency of its settings. A page without its own image gets the settings' default social image,
 * or the drawn card.
 */
export function pageMetadata(
  {
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
  }: PageMeta,
  site: SiteFacts,
): Metadata {
  // A page's openGraph replaces its parents' as a whole, so the default card is named here.
  const images = [
    image
      ? { url: image, width: 1200, height: 630, ...imageDetails }
      : (site.socialImage ?? { url: "/opengraph-image", width: 1200, height: 630, alt: defaultCardAlt(site) }),
  ];
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
export function blogPageMetadata(meta: PageMeta, site: SiteFacts): Metadata {
  const metadata = pageMetadata(meta, site);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: blogNameOf(site.name) }] },
    },
  };
}
