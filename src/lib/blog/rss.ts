import { removeUnsafeCharacters } from "@/lib/text";
import type { PostSummary } from "./types";

// Characters XML 1.0 does not allow at all, even escaped, are dropped.
function escapeXml(text: string): string {
  return removeUnsafeCharacters(text).replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/**
 * RFC 822, as RSS wants it: the day readers see, at noon UTC so that no reader's time zone moves
 * it to another day; undefined for a timestamp that does not parse.
 */
/** The moment a post was published, to the second: a scheduled post goes out at its own time. */
function rssDate(publishedAt: string): string | undefined {
  const moment = Date.parse(publishedAt);
  return Number.isNaN(moment) ? undefined : new Date(moment).toUTCString();
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute address of the blog. */
  link: string;
  /** Absolute address of the feed itself. */
  feedUrl: string;
  /** The site's origin, for absolute article addresses. */
  siteUrl: string;
}

/** An RSS 2.0 document listing the given posts, newest first as given. */
export function rssFeed(channel: FeedChannel, posts: PostSummary[]): string {
  const items = posts.map((post) => {
    const url = `${channel.siteUrl}/blog/${post.slug}`;
    const published = rssDate(post.published_at);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...(published ? [`      <pubDate>${published}</pubDate>`] : []),
      "    </item>",
    ].join("\n");
  });
  const newest = posts.map((post) => rssDate(post.published_at)).find(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
