import type { CaseStudy } from "./types";

export const yetiPlumbing: CaseStudy = {
  id: "yeti-plumbing",
  client: "Yeti Plumbing",
  title: "Yeti Plumbing: a brand and website built to win local service calls",
  industry: "Home Services",
  tags: ["Home Services", "Web Development", "SEO", "Branding"],
  image: {
    src: "/images/case-studies/yeti-plumbing/cover.svg",
    width: 800,
    height: 450,
    alt: "Yeti Plumbing's new mascot logo beside its website on a laptop, with snowy mountains behind",
  },
  summary:
    "A new logo, a fast website, reliable hosting and local SEO turned a word-of-mouth plumbing company into a brand customers find and remember.",
  results: ["375% more returning customers", "99.9% website uptime", "Ranking in local map results"],
  meta: {
    title: "Yeti Plumbing Case Study",
    description:
      "How we gave Yeti Plumbing a memorable brand, a fast website with 99.9% uptime and local SEO that brings customers back: 375% more returning customers.",
    path: "/case-studies/yeti-plumbing",
  },
  tagline: "From word of mouth to the first name Utah homeowners search for.",
  overview: [
    "Yeti Plumbing is a family-run plumbing company serving homeowners along the Wasatch Front. Their work was excellent and their reviews were glowing, but the business depended almost entirely on referrals. They had no logo anyone remembered, an outdated website that was slow on phones, and no presence in local search.",
    "They asked us to build a brand and an online presence that matched the quality of their work, and to make sure the phone rang when someone nearby searched for a plumber.",
  ],
  goals: [
    "Create a memorable brand that stands out on trucks, uniforms and search results",
    "Launch a fast, mobile-first website that turns visitors into booked jobs",
    "Keep the site online and secure without the owners having to think about it",
    "Rank in the map results for emergency and routine plumbing searches",
  ],
  services: [
    {
      icon: "compass",
      title: "Marketing strategy",
      description: "A plan built around their service area, seasons and most profitable jobs.",
    },
    {
      icon: "globe",
      title: "Domain management",
      description: "Domain consolidation, DNS and professional email addresses for the whole team.",
    },
    {
      icon: "server",
      title: "Website hosting",
      description: "Managed hosting with 99.9% uptime and daily backups.",
    },
    {
      icon: "code",
      title: "Web development",
      description: "A custom, mobile-first website with click-to-call buttons and a quote request form.",
    },
    {
      icon: "palette",
      title: "Logo design",
      description: "A friendly yeti mascot and a bold wordmark that work on a truck door and a phone screen.",
    },
    {
      icon: "search",
      title: "SEO",
      description: "Service and city pages, Google Business Profile optimization and a review campaign.",
    },
  ],
  outcomes: [
    {
      heading: "Key deliverables",
      items: [
        "A complete brand identity: mascot logo, colors, typography and vehicle graphics",
        "A custom website with a page for every service and every city served",
        "Managed hosting with daily backups and security monitoring",
        "An optimized Google Business Profile and consistent local listings",
      ],
    },
    {
      heading: "Impact",
      items: [
        "375% more returning customers, who now recognize the brand and book online",
        "99.9% website uptime since launch",
        "Visibility in local map results for the company's core services",
        "A brand the team is proud to wear and drive",
      ],
    },
  ],
  cta: {
    heading: "Want results like Yeti Plumbing?",
    text: "Tell us about your business. We will show you how a stronger brand and website could bring in more local jobs.",
    actions: [
      { label: "Start Your Project", href: "/contact" },
      { label: "View More Case Studies", href: "/case-studies" },
    ],
  },
};
