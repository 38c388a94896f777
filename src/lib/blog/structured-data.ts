import { authorIdOf, findAuthorByName } from "@/content/authors";
import { blogName } from "@/content/blog-pages";
import { site } from "@/content/site";
import { calendarDayOf } from "@/lib/dates";
import type { Post } from "./types";

/** schema.org BlogPosting for an article; `siteUrl` is the canonical origin. */
export function blogPosting(siteUrl: string, post: Post) {
  const url = `${siteUrl}/blog/${post.slug}`;
  const profile = findAuthorByName(post.author);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: `${url}/card.png`,
    datePublished: calendarDayOf(post.published_at),
    articleSection: post.category,
    timeRequired: `PT${Number.parseInt(post.readTime, 10) || 1}M`,
    author: profile
      ? {
          "@type": "Person",
          name: profile.name,
          jobTitle: profile.role,
          url: `${siteUrl}/author/${authorIdOf(profile.name)}`,
        }
      : { "@type": "Person", name: post.author },
    publisher: { "@id": `${siteUrl}/#agency` },
    isPartOf: { "@type": "Blog", name: blogName, url: `${siteUrl}/blog` },
    inLanguage: "en-US",
    copyrightHolder: { "@type": "Organization", name: site.name },
  };
}
