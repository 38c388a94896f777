import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero } from "../types";

export const itMeta: PageMeta = {
  title: "Website Hosting & IT Support",
  description:
    "Managed website hosting with 99.9% uptime, domain management and managed IT services for Utah businesses, from the team that builds your website.",
  path: "/it-support",
};

export const itHero: Hero = {
  eyebrow: "Hosting & IT support",
  title: "Hosting and IT support you never have to think about",
  intro:
    "We keep your website fast, secure and online, look after your domains and email settings, and handle the everyday technology questions that slow a small business down.",
  actions: [{ label: "Talk to Our Team", href: "/contact" }],
  image: {
    src: "/images/services/it-support.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a server rack with a shield and a green status light",
  },
};

export const itFeatures: Block<Feature> = {
  eyebrow: "What we look after",
  heading: "Three services, one point of contact",
  items: [
    {
      icon: "server",
      title: "Website hosting",
      description:
        "Fast, managed hosting for the sites we build and the ones we inherit, backed by a 99.9% uptime commitment.",
      points: [
        "99.9% uptime",
        "Daily backups",
        "SSL certificates and security monitoring",
        "Staging sites for safe changes",
      ],
    },
    {
      icon: "globe",
      title: "Domain management",
      description:
        "Registration, renewals and DNS handled for you, so your website and email never go dark by accident.",
      points: ["Renewal tracking", "DNS and email records", "Domain transfers and consolidation"],
    },
    {
      icon: "headset",
      title: "Managed services",
      description:
        "Everyday IT help for small teams: accounts, devices, software and the questions that need a quick answer.",
      points: [
        "Business email and accounts",
        "Software updates and licenses",
        "Help by phone and email in business hours",
      ],
    },
  ],
};

export const itCallToAction: CallToAction = {
  heading: "Move your website to hosting you can count on",
  text: "We will review your current hosting, domains and setup for free and handle the move for you if it makes sense.",
  actions: [{ label: "Talk to Our Team", href: "/contact" }],
  call: true,
};
