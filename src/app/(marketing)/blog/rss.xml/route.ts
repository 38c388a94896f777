import { blogListingCopy, blogNameOf } from "@/content/blog-pages";
import { FEED_PATH } from "@/components/seo/page-metadata";
import { rssFeed } from "@/lib/blog/rss";
import { getFeedArticles } from "@/server/blog/reader";
import { getConfig } from "@/server/config";
import { site } from "@/content/site";
import { attempt } from "@/server/attempt";
import { getSiteFacts } from "@/server/site-settings";

export const dynamic = "force-dynamic";

/** The newest 50 articles as RSS 2.0. */
export async function GET() {
  const { siteUrl } = getConfig();
  // The feed's articles have their own fallback; the settings' failure costs only the name.
  const agency = await attempt(getSiteFacts, "Reading the site settings for the feed failed");
  const xml = rssFeed(
    {
      title: blogNameOf(agency?.name ?? site.name),
      description: blogListingCopy.description,
      link: `${siteUrl}/blog`,
      feedUrl: `${siteUrl}${FEED_PATH}`,
      siteUrl,
    },
    await getFeedArticles(),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
