import type { PageMeta } from "@/lib/seo/metadata";
import type { Statistic } from "../impact-stats";
import type { Block, Faq, Feature, Hero, Step } from "../types";

export const ppcMeta: PageMeta = {
  title: "PPC Management & Google Ads Agency in Utah",
  description:
    "Google Ads, paid social and video campaigns managed for profit by certified Utah specialists. Lower cost per acquisition, higher conversion rates and a free PPC audit.",
  path: "/ppc",
};

export const ppcHero: Hero = {
  eyebrow: "PPC & ad management",
  title: "Paid ads that pay for themselves",
  intro:
    "We build and manage Google Ads, Meta, TikTok and YouTube campaigns around the number that matters: what each new customer costs you, and what they are worth.",
  actions: [
    { label: "Get a Free PPC Audit", href: "/contact" },
    { label: "Talk to an Ads Expert", href: "/contact" },
  ],
  image: {
    src: "/images/services/ppc.svg",
    width: 560,
    height: 420,
    alt: "Illustration of an ad dashboard where cost per lead falls while conversions rise",
  },
};

export const ppcServices: Block<Feature> = {
  eyebrow: "What we manage",
  heading: "PPC services",
  intro: "Every campaign is built, tracked and reported by certified specialists, in accounts you own.",
  items: [
    {
      icon: "search",
      title: "Google Search Ads",
      description:
        "Campaigns on the searches that signal intent to buy, with tight keyword lists and negative keywords that cut waste.",
    },
    {
      icon: "shopping-cart",
      title: "Shopping & Performance Max",
      description: "Product feeds and asset groups tuned for e-commerce and local inventory, measured on real revenue.",
    },
    {
      icon: "share",
      title: "Paid Social",
      description:
        "Meta, Instagram and TikTok ads that reach the right people in your service area, by interest and intent.",
    },
    {
      icon: "video",
      title: "YouTube & Video Ads",
      description: "Short video ads that build awareness cheaply, then retarget the viewers who showed interest.",
    },
    {
      icon: "repeat",
      title: "Remarketing",
      description:
        "Bring back the visitors who did not call or buy the first time, with offers that match what they viewed.",
    },
    {
      icon: "gauge",
      title: "Landing Pages & Tracking",
      description:
        "Fast landing pages, call tracking and conversion tags, so every click has somewhere good to go and every lead is counted.",
    },
  ],
};

export const ppcProcess: Block<Step> = {
  eyebrow: "How we work",
  heading: "Our PPC process",
  items: [
    {
      title: "Audit",
      description:
        "We review your account, tracking and landing pages, and show you where the budget is leaking before we change anything.",
    },
    {
      title: "Build",
      description:
        "New campaign structure, ads, audiences and conversion tracking, set up around your margins and your service area.",
    },
    {
      title: "Launch",
      description: "Campaigns go live in stages, with daily checks in the first weeks while the platforms learn.",
    },
    {
      title: "Optimize",
      description:
        "Weekly bid, search-term and creative reviews; monthly reports on cost per lead, conversion rate and return on ad spend.",
    },
  ],
};

export const ppcResults: { eyebrow: string; heading: string; intro: string; stats: Statistic[] } = {
  eyebrow: "Results",
  heading: "What better management looks like",
  intro: "Results from paid-search accounts we have rebuilt for clients.",
  stats: [
    { value: "37%", label: "Drop in cost per acquisition" },
    { value: "64%", label: "Rise in conversion rate" },
    { value: "185%", label: "Return on ad spend" },
  ],
};

export const ppcFaq: Block<Faq> = {
  eyebrow: "FAQ",
  heading: "PPC questions, answered",
  items: [
    {
      question: "How much does PPC management cost?",
      answer:
        "Management for most local businesses typically runs $1,000-$5,000 a month, depending on the number of platforms, campaigns and locations. Your ad spend is paid directly to Google or Meta, so you always see exactly what the platforms charge.",
    },
    {
      question: "How soon will I see results?",
      answer:
        "Search ads can bring calls within days of launch. Results then improve steadily over the first few months, as the platforms gather conversion data and we trim the wasted spend.",
    },
    {
      question: "Do I have to sign a long-term contract?",
      answer:
        "No. We work month to month with 30 days' notice. If we are not earning our fee, you should be free to leave.",
    },
    {
      question: "Who owns the ad accounts?",
      answer:
        "You do. We manage campaigns inside accounts in your name, and all the data, audiences and history stay with you whatever happens.",
    },
    {
      question: "Which platforms should my business advertise on?",
      answer:
        "It depends on how your customers buy. Search ads capture people who already need you; social and video ads create demand. Our free audit recommends a mix based on your goals and budget.",
    },
  ],
};
