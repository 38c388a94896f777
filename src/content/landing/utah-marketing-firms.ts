import type { PageMeta } from "@/lib/seo/metadata";
import type { SiteFacts } from "@/lib/site-settings";
import { site } from "../site";
import type { Block, CallToAction, Feature, Hero, ServiceCard } from "../types";

export const firmsMetaFor = (agency: SiteFacts): PageMeta => ({
  title: "Utah Marketing Firms: Why Local Businesses Choose Us",
  description: `Comparing Utah marketing firms? See why businesses across the state choose ${agency.name} for SEO, PPC, content strategy and social media marketing.`,
  path: "/utah-marketing-firms",
});

export const firmsHero: Hero = {
  eyebrow: "Utah marketing firms",
  title: "Choosing a marketing firm in Utah? Start with the results.",
  intro:
    "Utah has no shortage of marketing firms. What sets a good one apart is local knowledge, honest reporting and a track record with businesses like yours. Here is what you can expect from us.",
  actions: [{ label: "Get a Free Consultation", href: "/contact" }],
};

export const firmsWhyChooseFor = (agency: SiteFacts): Block<Feature> => ({
  eyebrow: "Why choose us",
  heading: "What makes us different from other Utah marketing firms",
  items: [
    {
      icon: "map-pin",
      title: "Rooted in Salt Lake City",
      description: `Serving Utah businesses since ${agency.foundedYear}, we know the local market from St. George to Logan.`,
    },
    {
      icon: "chart-bar",
      title: "Reporting you can read",
      description: "Monthly reports in plain English that tie our work to calls, leads and revenue.",
    },
    {
      icon: "handshake",
      title: "No long-term lock-in",
      description: "Month-to-month agreements. We earn your business with results, not contracts.",
    },
    {
      icon: "badge-check",
      title: "Certified specialists",
      description:
        "Google-certified and partnered with Meta, TikTok and Mailchimp, with senior people on every account.",
    },
  ],
});

/** As a new installation shows it. */
export const firmsWhyChoose = firmsWhyChooseFor(site);

/** These cards keep their long-standing /services/… addresses, which redirect permanently. */
export const firmsServices: Block<ServiceCard> = {
  eyebrow: "Our services",
  heading: "Core services for Utah businesses",
  items: [
    {
      icon: "search",
      title: "Search Engine Optimization",
      description: "Rank higher in Google's local results and bring in customers who are ready to buy.",
      href: "/services/seo",
    },
    {
      icon: "target",
      title: "Pay-Per-Click Advertising",
      description: "Google Ads and paid social campaigns managed for profit, with every lead tracked.",
      href: "/services/ppc",
    },
    {
      icon: "file-text",
      title: "Content Strategy",
      description: "Content that answers your customers' questions and earns rankings, links and trust.",
      href: "/services/content-strategy",
    },
    {
      icon: "share",
      title: "Social Media Marketing",
      description: "Posts and ads on the networks your customers use, planned and managed for you.",
      href: "/services/social-media",
    },
  ],
};

export const firmsCallToAction: CallToAction = {
  heading: "See how we compare",
  text: "Book a free consultation and get an honest review of your current marketing, whichever firm you end up choosing.",
  actions: [{ label: "Book a Free Consultation", href: "/contact" }],
  call: true,
};
