import type { Crumb } from "@/lib/seo/structured-data";
import type { Block, ServiceCard } from "../types";

/** The nine services, each with its own page. Home, About and the landing pages list them. */
export const serviceCatalog: ServiceCard[] = [
  {
    icon: "search",
    title: "Local SEO",
    description:
      "Show up when Utah customers search for what you sell: technical fixes, local pages, Google Business Profile and content that ranks.",
    href: "/seo",
  },
  {
    icon: "target",
    title: "PPC & Ad Management",
    description:
      "Google Ads and paid social campaigns built around profit, not clicks, with every dollar tracked to a call, form or sale.",
    href: "/ppc",
  },
  {
    icon: "mail",
    title: "Email Marketing",
    description:
      "Welcome series, newsletters and automated follow-ups that turn one-time buyers into regulars, on the channel with the best return.",
    href: "/email-marketing",
  },
  {
    icon: "compass",
    title: "Strategic Consulting",
    description:
      "A clear, prioritized marketing plan from people who have run the numbers for hundreds of local businesses.",
    href: "/strategic-consulting",
  },
  {
    icon: "brain",
    title: "AI Marketing & Consulting",
    description:
      "Practical AI for small teams: automation, content assistants and reporting that free up hours every week, introduced safely.",
    href: "/ai-consulting",
  },
  {
    icon: "share",
    title: "Social Media Marketing",
    description:
      "Organic posting and paid social on Facebook, Instagram, LinkedIn, X and TikTok, planned around what your customers actually watch.",
    href: "/social-media-marketing",
  },
  {
    icon: "file-text",
    title: "Content Strategy",
    description:
      "A content calendar, articles and landing pages written to answer real questions, earn links and bring in qualified leads.",
    href: "/content-strategy",
  },
  {
    icon: "code",
    title: "Fast Web Development",
    description:
      "Custom, mobile-first websites that load in a blink, rank well and make it easy for visitors to call, book or buy.",
    href: "/website-development",
  },
  {
    icon: "server",
    title: "Hosting & IT Support",
    description:
      "Managed website hosting with 99.9% uptime, domain management and the everyday IT help a growing business needs.",
    href: "/it-support",
  },
];

export const servicesBlock: Omit<Block<ServiceCard>, "items"> = {
  eyebrow: "What we do",
  heading: "Marketing services that work together",
  intro:
    "Pick one service or let us run the whole engine. Every campaign shares the same tracking, so you always know what is paying off.",
};

/** Home › Services › the service: the trail shown on each service page. */
export function serviceCrumbs(name: string, path: string): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name, path },
  ];
}
