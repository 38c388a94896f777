import { blogNameOf } from "@/content/blog-pages";
import { configuredSocialProfiles } from "@/content/site";
import type { Post } from "@/lib/blog/types";
import type { SiteFacts } from "@/lib/site-settings";
import { calendarDayOf } from "@/lib/dates";
import { absoluteAddress, articlePath, articleSeoOf } from "@/lib/seo/article-seo";

/**
 * schema.org descriptions that name the agency; `siteUrl` is the canonical origin, `agency` the
 * facts of its settings (a new installation's by default).
 */

/** The logo the settings chose, or the drawn mark. */
const agencyLogo = (siteUrl: string, agency: SiteFacts) => absoluteAddress(siteUrl, agency.logo?.src ?? "/icon");

export function agencyOrganization(siteUrl: string, agency: SiteFacts) {
  const { street, postalCode } = agency.address;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#agency`,
    name: agency.name,
    legalName: agency.legalName,
    description: agency.description,
    url: siteUrl,
    logo: agencyLogo(siteUrl, agency),
    image: absoluteAddress(siteUrl, agency.socialImage?.url ?? "/opengraph-image"),
    telephone: agency.phone.e164,
    email: agency.supportEmail,
    foundingDate: String(agency.foundedYear),
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      addressLocality: agency.address.locality,
      addressRegion: agency.address.regionCode,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: agency.address.countryCode,
    },
    areaServed: { "@type": "State", name: agency.address.region },
    openingHoursSpecification: agency.hours
      .filter((h) => "opens" in h)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: h.dayCodes,
        opens: "opens" in h ? h.opens : undefined,
        closes: "closes" in h ? h.closes : undefined,
      })),
    sameAs: configuredSocialProfiles(agency).map((p) => p.url),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  path: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified?: string;
  /** Who signs it (the founder, from the people table); none when the site has no founder. */
  author?: { name: string; jobTitle?: string };
  /** Path of the article's main image. */
  image: string;
}

/** An article that is a marketing page of its own, published by the agency. */
export function article(siteUrl: string, facts: ArticleFacts, agency: SiteFacts) {
  const url = `${siteUrl}${facts.path}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: facts.headline,
    description: facts.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${siteUrl}${facts.image}`,
    datePublished: facts.datePublished,
    dateModified: facts.dateModified ?? facts.datePublished,
    ...(facts.author
      ? { author: { "@type": "Person", ...facts.author, worksFor: { "@id": `${siteUrl}/#agency` } } }
      : {}),
    publisher: {
      "@type": "Organization",
      "@id": `${siteUrl}/#agency`,
      name: agency.name,
      logo: agencyLogo(siteUrl, agency),
    },
  };
}

/** A blog post, by the person who signs it when there is one, with its own search settings. */
export function blogPosting(
  siteUrl: string,
  post: Post,
  agency: SiteFacts,
  person?: { id: string; name: string; role: string; links: readonly string[] },
) {
  const url = `${siteUrl}${articlePath(post.slug)}`;
  const blogName = blogNameOf(agency.name);
  const seo = articleSeoOf(post, blogName);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: seo.description,
    url,
    mainEntityOfPage: absoluteAddress(siteUrl, seo.canonical),
    image: absoluteAddress(siteUrl, seo.image),
    datePublished: calendarDayOf(post.published_at),
    articleSection: post.category,
    timeRequired: `PT${Number.parseInt(post.readTime, 10) || 1}M`,
    author: person
      ? {
          "@type": "Person",
          name: person.name,
          ...(person.role ? { jobTitle: person.role } : {}),
          url: `${siteUrl}/author/${person.id}`,
          ...(person.links.length ? { sameAs: person.links } : {}),
        }
      : { "@type": "Person", name: post.author },
    publisher: { "@id": `${siteUrl}/#agency` },
    isPartOf: { "@type": "Blog", name: blogName, url: `${siteUrl}/blog` },
    inLanguage: "en-US",
    copyrightHolder: { "@type": "Organization", name: agency.name },
  };
}
