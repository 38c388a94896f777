import type { Metadata } from "next";
import { blogName } from "@/content/blog-pages";
import { type PageMeta, pageMetadata } from "@/lib/seo/metadata";

export const FEED_PATH = "/blog/rss.xml";

/** A blog page's metadata: the site's usual tags, plus the RSS feed announced in the head. */
export function blogPageMetadata(meta: PageMeta): Metadata {
  const metadata = pageMetadata(meta);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: FEED_PATH, title: blogName }] } },
  };
}
