import { ChartColumn, Gauge, type IconNode, Lightbulb, MapPin, MousePointerClick, ShieldCheck, Users } from "lucide";

/** Copy of /local-business-audit. */

export interface AuditPart {
  icon: IconNode;
  title: string;
  description: string;
  checks: string[];
}

export interface AuditReason {
  icon: IconNode;
  title: string;
  description: string;
}

export const auditPage = {
  metadata: {
    title: "Free Local Business Marketing Audit",
    description:
      "Request a free local business marketing audit from Resgatar Marketing: your website's speed and SEO, your ads and your Google Business Profile, reviewed by Utah specialists.",
    path: "/local-business-audit",
  },
  hero: {
    eyebrow: "Free audit",
    heading: "Find out what is holding your local marketing back",
    intro:
      "Our specialists review how customers in your area find you online and where they slip away, then walk you through a plain-language plan to win them back. It is free and there is no obligation.",
  },
  partsHeading: "What we audit",
  parts: [
    {
      icon: Gauge,
      title: "Website performance and SEO",
      description: "How fast your site loads, how it ranks and whether visitors can find what they came for.",
      checks: [
        "Page speed on phones and desktops",
        "Local keyword rankings",
        "Technical SEO and indexing",
        "Calls to action",
      ],
    },
    {
      icon: MousePointerClick,
      title: "Ads performance",
      description: "Where your advertising budget goes and how much of it turns into real leads.",
      checks: [
        "Campaign structure and targeting",
        "Cost per lead and conversion tracking",
        "Wasted spend",
        "Ad copy and landing pages",
      ],
    },
    {
      icon: MapPin,
      title: "Google Business Profile",
      description: "How your business shows up on Google Maps and in local search results.",
      checks: [
        "Profile completeness and categories",
        "Reviews and replies",
        "Photos and posts",
        "Visibility against local competitors",
      ],
    },
  ] satisfies AuditPart[],
  reasonsHeading: "Why choose Resgatar Marketing",
  reasons: [
    {
      icon: Users,
      title: "Expert local marketing specialists",
      description: "A Salt Lake City team that has helped Utah businesses grow since 2012.",
    },
    {
      icon: ChartColumn,
      title: "Data-driven recommendations",
      description: "Every finding is backed by numbers from your own site, ads and profile.",
    },
    {
      icon: Lightbulb,
      title: "Actionable insights",
      description: "A short list of changes ranked by impact, not a hundred-page report.",
    },
    {
      icon: ShieldCheck,
      title: "No obligation and completely free",
      description: "Keep the findings and act on them yourself, or with us. Your choice.",
    },
  ] satisfies AuditReason[],
  formNote: "We will only use your details to prepare and discuss your audit.",
} as const;
