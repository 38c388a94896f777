import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Faq, Feature, Hero, Step } from "../types";

export const aiMeta: PageMeta = {
  title: "AI Consulting for Small & Mid-Sized Businesses",
  description:
    "Practical AI consulting from a Salt Lake City agency: find where AI saves time and money, pilot it safely and train your team. Book a free consultation.",
  path: "/ai-consulting",
};

export const aiHero: Hero = {
  eyebrow: "AI marketing & consulting",
  title: "Put AI to work in your business, safely and profitably",
  intro:
    "We help owners and teams find the tasks AI can take over, choose the right tools, connect them to the systems you already use and measure the return.",
  actions: [{ label: "Book a Free Consultation", href: "/contact" }],
  image: {
    src: "/images/services/ai-consulting.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a friendly assistant connecting a calendar, an inbox and a sales chart",
  },
};

export const aiBenefits: Block<Feature> = {
  eyebrow: "Benefits",
  heading: "What AI can do for your business",
  intro: "Well-chosen AI tools pay for themselves in time saved and in better, faster service.",
  items: [
    {
      icon: "piggy-bank",
      title: "Lower operating costs",
      description:
        "Automating repetitive work typically cuts the cost of those processes by 25-40%, without cutting the quality your customers see.",
    },
    {
      icon: "clock",
      title: "Time back for your team",
      description:
        "Teams commonly free up around 30% of their time from reporting, data entry and first drafts, and spend it with customers.",
    },
    {
      icon: "zap",
      title: "Faster responses",
      description: "Assistants answer common questions and route leads at any hour, so no enquiry waits until Monday.",
    },
    {
      icon: "chart-line",
      title: "Better decisions",
      description: "AI-assisted reporting pulls your data together and highlights the trends worth acting on.",
    },
  ],
};

export const aiApproach: Block<Feature> = {
  eyebrow: "Our approach",
  heading: "Business first, technology second",
  items: [
    {
      icon: "target",
      title: "Start from the problem",
      description: "We begin with the work that costs you the most time or money, not with the latest tool.",
    },
    {
      icon: "users",
      title: "People stay in charge",
      description:
        "AI drafts, sorts and suggests; your team reviews and decides. We design every workflow with a human check.",
    },
    {
      icon: "lock",
      title: "Privacy and security built in",
      description:
        "We choose tools and settings that keep your customer data private and meet your industry's obligations.",
    },
    {
      icon: "dollar",
      title: "Measured return",
      description:
        "Each project has a baseline and a target, so you can see the hours and dollars saved, not just a new subscription.",
    },
  ],
};

export const aiProcess: Block<Step> = {
  eyebrow: "Our process",
  heading: "Five steps from idea to results",
  items: [
    {
      title: "Assessment",
      duration: "2-4 weeks",
      description: "We map your processes, data and tools, and identify where AI would save the most time and money.",
    },
    {
      title: "Roadmap",
      description: "A prioritized plan with costs, expected savings, risks and the tools we recommend.",
    },
    {
      title: "Pilot",
      description: "We build one high-value use case, test it with your team and measure it against the baseline.",
    },
    {
      title: "Rollout & training",
      description: "We extend what works across the business and train your people to use it with confidence.",
    },
    {
      title: "Measure & improve",
      duration: "Returns in 6-12 months",
      description: "Regular reviews of savings and quality, and the next opportunities worth pursuing.",
    },
  ],
};

export interface FaqGroup {
  label: string;
  items: Faq[];
}

export const aiFaq: { eyebrow: string; heading: string; tabsLabel: string; groups: FaqGroup[] } = {
  eyebrow: "FAQ",
  heading: "AI consulting questions",
  tabsLabel: "Question topics",
  groups: [
    {
      label: "General",
      items: [
        {
          question: "Is my business too small for AI?",
          answer:
            "No. Small teams often benefit most, because every hour saved matters. Many of the most useful tools cost less per month than an hour of staff time.",
        },
        {
          question: "Will AI replace my employees?",
          answer:
            "Our goal is to take the repetitive work off your team's plate, not to replace them. Most clients use the time freed to serve more customers or grow.",
        },
        {
          question: "Where do we start?",
          answer:
            "With a free consultation, then an assessment of your processes. Most businesses have two or three tasks where AI pays off quickly.",
        },
      ],
    },
    {
      label: "Technical",
      items: [
        {
          question: "Do we need to change our software?",
          answer:
            "Usually not. We connect AI tools to the systems you already use, such as your email, CRM, website and spreadsheets.",
        },
        {
          question: "Is our data safe?",
          answer:
            "We choose business plans that do not train on your data, limit access to what each tool needs and document where information goes.",
        },
        {
          question: "Which AI tools do you work with?",
          answer:
            "We are tool-neutral. We work with the leading assistants from OpenAI, Anthropic and Google, plus automation platforms, and recommend whatever fits your needs and budget.",
        },
      ],
    },
    {
      label: "Business",
      items: [
        {
          question: "How long does an assessment take?",
          answer:
            "An initial assessment takes 2-4 weeks, depending on the size of your business and how many processes we review.",
        },
        {
          question: "When will we see a return?",
          answer:
            "Pilots show results within weeks. Most clients see a full return on their investment in 6-12 months.",
        },
        {
          question: "How much can we expect to save?",
          answer:
            "Automated processes typically cost 25-40% less to run, and teams often get back around 30% of their time on the tasks we automate.",
        },
      ],
    },
  ],
};

export const aiCallToAction: CallToAction = {
  heading: "Find out where AI fits in your business",
  text: "In a free consultation we will talk through your processes and point out the first opportunities worth testing.",
  actions: [{ label: "Book a Free Consultation", href: "/contact" }],
  call: true,
};
