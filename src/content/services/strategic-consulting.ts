import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, Step } from "../types";

export const strategyMeta: PageMeta = {
  title: "Strategic Marketing Consulting",
  description:
    "Strategic marketing consulting for Utah businesses: a clear plan, budget and measurement framework from senior strategists. Schedule a strategy session.",
  path: "/strategic-consulting",
};

export const strategyHero: Hero = {
  eyebrow: "Strategic consulting",
  title: "A marketing plan built on your numbers",
  intro:
    "Stop guessing which channels deserve your budget. We analyze your market, your customers and your results, and hand you a plan your team can act on.",
  actions: [{ label: "Schedule a Strategy Session", href: "/contact" }],
  image: {
    src: "/images/services/strategic-consulting.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a strategy board with a roadmap, a target and sticky notes",
  },
};

export const strategyApproach: Block<Step> = {
  eyebrow: "Our approach",
  heading: "Four steps to a plan that works",
  items: [
    {
      title: "Assess",
      description:
        "We review your numbers, marketing, sales process and competitors to understand where growth is coming from today.",
    },
    {
      title: "Prioritize",
      description:
        "We rank the opportunities by expected return and effort, so you know what to do first and what to stop doing.",
    },
    {
      title: "Plan",
      description:
        "A written strategy with budgets, channels, messages, owners and dates, and the metrics that will prove it is working.",
    },
    {
      title: "Guide",
      description: "Monthly check-ins to review results, answer questions and adjust the plan as the market changes.",
    },
  ],
};

export const strategyServices: Block<Feature> = {
  eyebrow: "Consulting services",
  heading: "How we can help",
  items: [
    {
      icon: "compass",
      title: "Marketing Strategy & Planning",
      description:
        "An annual or quarterly marketing plan: positioning, channel mix, budget and a measurement framework.",
      points: ["Market and competitor analysis", "Budget allocation by channel", "90-day action roadmap"],
    },
    {
      icon: "route",
      title: "Growth & Market Analysis",
      description:
        "Research for a new location, product or audience, so you invest where demand is real before you spend on launch.",
      points: ["Demand and keyword research", "Customer and competitor profiles", "Launch recommendations"],
    },
    {
      icon: "users",
      title: "Marketing Team Coaching",
      description:
        "Hands-on guidance for in-house marketers: processes, tools, reporting and a second opinion when you need one.",
      points: ["Monthly coaching sessions", "Tool and reporting setup", "Campaign reviews"],
    },
  ],
};

export const strategyCallToAction: CallToAction = {
  heading: "Get a clear plan for the next 90 days",
  text: "In one strategy session we will review where you are, agree on goals and outline the first steps, with no obligation to continue.",
  actions: [{ label: "Schedule a Strategy Session", href: "/contact" }],
  call: true,
};
