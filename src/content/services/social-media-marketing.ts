import type { PageMeta } from "@/lib/seo/metadata";
import type { Platform } from "../platforms";
import type { Block, CallToAction, Feature, Hero, Step } from "../types";

export const socialMeta: PageMeta = {
  title: "Social Media Marketing Agency in Utah",
  description:
    "Social media marketing on Facebook, Instagram, LinkedIn, X and TikTok: content, community management and paid social for Utah businesses. Schedule a consultation.",
  path: "/social-media-marketing",
};

export const socialHero: Hero = {
  eyebrow: "Social media marketing",
  title: "Social media that builds a following and fills your calendar",
  intro:
    "We plan, create and manage the posts and ads that get local people to notice you, trust you and choose you, on the networks where your customers spend their time.",
  actions: [{ label: "Schedule a Consultation", href: "/contact" }],
  image: {
    src: "/images/services/social-media-marketing.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a phone showing a social post surrounded by likes, comments and shares",
  },
};

export interface SocialPlatform {
  platform: Platform;
  /** The name shown on the card. */
  name: string;
  description: string;
  bestFor: string;
}

export const socialPlatforms: Block<SocialPlatform> = {
  eyebrow: "Platforms",
  heading: "Five platforms, one strategy",
  intro: "We focus your effort on the networks your customers use, with content made for each.",
  items: [
    {
      platform: "Facebook",
      name: "Facebook",
      description: "Community updates, events, reviews and precisely targeted local ads.",
      bestFor: "Local services, retail and events",
    },
    {
      platform: "Instagram",
      name: "Instagram",
      description: "Photos, Reels and Stories that show your work, your team and your products at their best.",
      bestFor: "Visual brands, food, home and lifestyle",
    },
    {
      platform: "LinkedIn",
      name: "LinkedIn",
      description: "Thought leadership, recruiting and campaigns aimed at decision makers by role and industry.",
      bestFor: "B2B, professional services and hiring",
    },
    {
      platform: "X",
      name: "X (Twitter)",
      description: "Timely news, customer service and conversations with your local community and industry.",
      bestFor: "News, updates and customer care",
    },
    {
      platform: "TikTok",
      name: "TikTok",
      description: "Short, authentic videos that reach new audiences quickly, organically and with paid boosts.",
      bestFor: "Reaching younger buyers and going local-viral",
    },
  ],
};

export const socialProcess: Block<Step> = {
  eyebrow: "Our process",
  heading: "How we run your social media",
  items: [
    {
      title: "Audit & audience",
      description: "We review your profiles and competitors and define who you want to reach and where they are.",
    },
    {
      title: "Strategy & calendar",
      description: "Themes, formats and a monthly content calendar you approve before anything is posted.",
    },
    {
      title: "Create & engage",
      description:
        "Photos, graphics, short videos and captions, published on schedule, with comments and messages answered.",
    },
    {
      title: "Advertise & report",
      description: "Paid boosts for the best posts and offers, and a monthly report on reach, engagement and leads.",
    },
  ],
};

export const socialBenefits: Block<Feature> = {
  eyebrow: "Benefits",
  heading: "Why social media marketing pays off",
  items: [
    {
      icon: "eye",
      title: "Stay top of mind",
      description: "Regular, useful posts keep your business in front of people between purchases.",
    },
    {
      icon: "heart",
      title: "Build trust",
      description: "Real photos, reviews and answers show the people behind the business.",
    },
    {
      icon: "target",
      title: "Reach the right people",
      description: "Paid social targets by location, interests and life events, down to your service area.",
    },
    {
      icon: "messages",
      title: "Start conversations",
      description: "Messages and comments become enquiries, bookings and referrals when someone answers quickly.",
    },
  ],
};

export const socialCallToAction: CallToAction = {
  heading: "Let's plan your next month of social",
  text: "We will review your profiles, show you what your competitors are doing and suggest a plan that fits your time and budget.",
  actions: [{ label: "Schedule a Consultation", href: "/contact" }],
};
