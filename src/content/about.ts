import type { PageMeta } from "@/lib/seo/metadata";
import type { SiteFacts } from "@/lib/site-settings";
import { site } from "./site";
import type { Block, CallToAction, Feature, Hero } from "./types";

export const aboutMetaFor = (agency: SiteFacts): PageMeta => ({
  title: "About Us",
  description: `Meet ${agency.name}, the Salt Lake City digital marketing agency founded in ${agency.foundedYear}: our story, our founder, our team and why Utah businesses choose us.`,
  path: "/about",
});

export const aboutHeroFor = (agency: SiteFacts): Hero => ({
  eyebrow: "About Resgatar Marketing",
  title: "We rescue good businesses from marketing that doesn't work",
  intro: `Since ${agency.foundedYear} we have helped Utah companies turn wasted ad spend and forgotten websites into steady streams of calls, bookings and sales.`,
  actions: [
    { label: "Work With Us", href: "/contact" },
    { label: "See Our Results", href: "/case-studies" },
  ],
});

/** As a new installation shows it. */
export const aboutHero = aboutHeroFor(site);

export const aboutStoryFor = (agency: SiteFacts) => ({
  eyebrow: "Our story",
  heading: "Why we are called Resgatar",
  paragraphs: [
    `"Resgatar" is Portuguese for "to rescue". Our founder chose the name in ${agency.foundedYear}, when he kept meeting Salt Lake City business owners who had been burned: paying for ads nobody could explain, locked into contracts, stuck with websites they could not update.`,
    "The idea was simple. Give local businesses the same data-driven marketing the national brands use, explain it in plain language, and earn the work every month instead of hiding behind a long contract.",
    "More than a decade later, that is still how we work. We have grown into a small senior team serving retailers, dealerships, home-service companies, app makers and real-estate professionals across Utah, and we still answer our own phones.",
  ],
});

export const whyChooseUs: Block<Feature> = {
  eyebrow: "Why choose us",
  heading: "What you get when you work with us",
  items: [
    {
      icon: "map-pin",
      title: "Local know-how",
      description:
        "We live and work in Salt Lake City. We know Utah's seasons, suburbs and search habits, and we plan around them.",
    },
    {
      icon: "chart-bar",
      title: "Decisions backed by data",
      description: "Every recommendation comes with the numbers behind it, from call tracking to revenue per campaign.",
    },
    {
      icon: "eye",
      title: "Nothing hidden",
      description: "You own every account, see every invoice line and get a plain-English report each month.",
    },
    {
      icon: "badge-check",
      title: "Certified specialists",
      description:
        "Google Ads and Analytics certified, and partners of Meta, TikTok and Mailchimp. Senior people do the work.",
    },
    {
      icon: "handshake",
      title: "No long contracts",
      description: "Month-to-month agreements with 30 days' notice. We keep clients by getting them results.",
    },
    {
      icon: "layers",
      title: "Everything under one roof",
      description:
        "Ads, SEO, email, social, AI, websites and hosting work from one plan, so nothing falls between two vendors.",
    },
  ],
};

export const teamBlock = {
  eyebrow: "Our team",
  heading: "The people you will work with",
  intro: "A small, senior team: the person who plans your campaign is the person who runs it.",
};

export const founderBlock = {
  eyebrow: "Meet our founder",
};

export const aboutServices = {
  eyebrow: "Services",
  heading: "How we can help",
  intro: "Nine services, one team and one set of numbers.",
};

export const aboutCallToAction: CallToAction = {
  heading: "Let's talk about your growth",
  text: "Tell us where your business is today and where you want it to be. We will come back with an honest plan, even if that plan does not include us.",
  actions: [
    { label: "Contact Us", href: "/contact" },
    { label: "Get a Free Audit", href: "/local-business-audit" },
  ],
  call: true,
};
