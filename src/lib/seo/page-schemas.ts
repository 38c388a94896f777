import { site } from "@/content/site";
import type { Faq } from "@/content/types";

/** schema.org descriptions of single marketing pages; `siteUrl` is the canonical origin. */

export function faqPage(questions: Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  path: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified?: string;
  author: { name: string; jobTitle?: string };
  /** Path of the article's main image. */
  image: string;
}

export function article(siteUrl: string, facts: ArticleFacts) {
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
    author: { "@type": "Person", ...facts.author, worksFor: { "@id": `${siteUrl}/#agency` } },
    publisher: { "@type": "Organization", "@id": `${siteUrl}/#agency`, name: site.name, logo: `${siteUrl}/icon` },
  };
}
