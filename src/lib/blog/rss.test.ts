import { describe, expect, it } from "vitest";
import { rssFeed } from "./rss";
import type { PostSummary } from "./types";

const channel = {
  title: "Resgatar Marketing Blog",
  description: "Guides & tips",
  link: "https://example.com/blog",
  feedUrl: "https://example.com/blog/rss.xml",
  siteUrl: "https://example.com",
};

const post = (slug: string, title: string, publishedAt: string): PostSummary => ({
  id: 1,
  slug,
  title,
  excerpt: "Tips for <small> businesses & more",
  cover: "/images/blog/x.svg",
  published_at: publishedAt,
  author: "Marcos Silva",
  readTime: "5 min read",
  category: "SEO",
});

describe("rssFeed", () => {
  const xml = rssFeed(channel, [
    post("newer", 'Rank "higher" in 2025', "2025-08-20T12:00:00.000Z"),
    post("older", "Basics", "2025-01-05T12:00:00.000Z"),
  ]);

  it("is an RSS 2.0 channel that points to itself", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Resgatar Marketing Blog</title>");
    expect(xml).toContain("<description>Guides &amp; tips</description>");
    expect(xml).toContain('<atom:link href="https://example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<lastBuildDate>Wed, 20 Aug 2025 12:00:00 GMT</lastBuildDate>");
  });

  it("lists each post with an absolute link, a date and escaped text, in the order given", () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.indexOf("/blog/newer")).toBeLessThan(xml.indexOf("/blog/older"));
    expect(xml).toContain("<title>Rank &quot;higher&quot; in 2025</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/blog/newer</guid>');
    expect(xml).toContain("<description>Tips for &lt;small&gt; businesses &amp; more</description>");
    expect(xml).toContain("<pubDate>Sun, 05 Jan 2025 12:00:00 GMT</pubDate>");
  });

  it("dates a post at the moment it was published, to the second", () => {
    const scheduled = rssFeed(channel, [post("scheduled", "Scheduled", "2026-12-02T15:30:45.123Z")]);
    expect(scheduled).toContain("<pubDate>Wed, 02 Dec 2026 15:30:45 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Marcos Silva</dc:creator>");
  });

  it("drops characters XML cannot carry, so a stray control character never breaks the feed", () => {
    const feed = rssFeed(channel, [post("control", "Bad\u0000 title\u0007 \uD800here", "January 5, 2025")]);
    expect(feed).toContain("<title>Bad title here</title>");
    expect(feed).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });

  it("leaves out a date it cannot read", () => {
    expect(rssFeed(channel, [post("undated", "Undated", "someday")])).not.toContain("<pubDate>");
  });
});
