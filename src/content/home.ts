import type { PageMeta } from "@/lib/seo/metadata";
import type { SiteFacts } from "@/lib/site-settings";
import { site } from "./site";
import type { Feature, Hero } from "./types";

export const homeMetaFor = (agency: SiteFacts): PageMeta => ({
  title: `${agency.name} | Salt Lake City Digital Marketing Agency`,
  absoluteTitle: true,
  description: agency.description,
  path: "/",
});

export const homeHeroFor = (agency: SiteFacts): Hero => ({
  eyebrow: `Salt Lake City digital marketing agency since ${agency.foundedYear}`,
  title: agency.tagline,
  intro:
    "Local SEO, paid ads, email, social media, AI and fast websites for Utah businesses that want more calls, bookings and sales, and a partner who explains every number.",
  actions: [
    { label: "Get Started", href: "/contact" },
    { label: "View Services", href: "/services" },
  ],
  image: {
    src: "/images/home/hero.svg",
    width: 560,
    height: 440,
    alt: "Illustration of a growth chart rising over the Wasatch mountains, with a phone showing new leads",
  },
});

/** As a new installation shows it. */
export const homeHero = homeHeroFor(site);

export interface AgencyAboutContent {
  eyebrow: string;
  heading: string;
  intro: string;
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  values: Feature[];
  approach: { title: string; text: string; points: string[] };
}

export const homeAboutFor = (agency: SiteFacts): AgencyAboutContent => ({
  eyebrow: "About us",
  heading: "A marketing partner built for local businesses",
  intro: `${agency.name} has helped retailers, dealerships, home-service companies, apps and real-estate teams across Utah grow since ${agency.foundedYear}. Our name means "to rescue" in Portuguese, and that is still the job: rescuing good businesses from wasted budgets and invisible websites.`,
  mission: {
    title: "Our mission",
    text: "To give every local business the kind of data-driven marketing that used to be reserved for national brands, at a price and pace that makes sense for a small team.",
  },
  vision: {
    title: "Our vision",
    text: "A Utah where the best local companies, not the biggest ad budgets, win the search results, the feeds and the inbox.",
  },
  values: [
    {
      icon: "trending-up",
      title: "Results-Driven",
      description: "We measure success in calls, bookings and revenue, and we report on those, not on vanity metrics.",
    },
    {
      icon: "eye",
      title: "Transparency",
      description:
        "You own your accounts and your data. Every report shows what we spent, what it earned and what we changed.",
    },
    {
      icon: "lightbulb",
      title: "Innovation",
      description: "We test new platforms, AI tools and ad formats on our own dime first, then bring you what works.",
    },
    {
      icon: "handshake",
      title: "Partnership",
      description: "No long lock-in contracts. We keep your business by earning it every month.",
    },
  ],
  approach: {
    title: "Our approach",
    text: "Every engagement starts with listening and an honest audit, then follows the same loop:",
    points: [
      "Audit what you have and where the money goes today",
      "Agree on goals we can measure together",
      "Launch the few changes with the biggest payoff first",
      "Report monthly and keep improving what works",
    ],
  },
});

/** As a new installation shows it. */
export const homeAbout = homeAboutFor(site);
