import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, RelatedLink } from "../types";

export const servicesMeta: PageMeta = {
  title: "Digital Marketing & AI Services",
  description:
    "AI consulting, strategic consulting, email marketing, SEO, PPC, social media, content and web development from a Salt Lake City agency. See how we work, step by step.",
  path: "/services",
};

export const servicesHero: Hero = {
  eyebrow: "Our services",
  title: "AI and marketing services that grow Utah businesses",
  intro:
    "From a first AI workshop to a full-funnel marketing program, we plan, build and run the work with you, and we measure it against your revenue.",
  actions: [
    { label: "Book a Free Consultation", href: "/contact" },
    { label: "See Case Studies", href: "/case-studies" },
  ],
};

/** The four promises shown as cards inside the hero, under a heading for screen readers. */
export const servicesHighlightsHeading = "What every engagement includes";

export const servicesHighlights: Feature[] = [
  {
    icon: "target",
    title: "Goal-first planning",
    description: "Every service starts from the number you care about: calls, bookings, sales or hours saved.",
  },
  {
    icon: "sparkles",
    title: "AI where it helps",
    description: "We use AI to move faster and cut busywork, never as a replacement for judgement.",
  },
  {
    icon: "chart-line",
    title: "Clear reporting",
    description: "One dashboard and a monthly plain-English summary of what we did and what it earned.",
  },
  {
    icon: "users",
    title: "Senior specialists",
    description: "The experts who plan your work also do it. No hand-offs to juniors.",
  },
];

export const coreServices: Block<Feature> = {
  eyebrow: "Core services",
  heading: "AI and marketing services at the heart of what we do",
  intro: "Six services that combine strategy, automation and the channel with the best return.",
  items: [
    {
      icon: "brain",
      title: "AI Consulting",
      description:
        "Find the tasks in your business that AI can take over, pick safe tools and roll them out with a clear return.",
      link: { label: "Explore AI consulting", href: "/ai-consulting" },
    },
    {
      icon: "bot",
      title: "AI Marketing Automation",
      description:
        "Chat assistants, lead scoring, automated reporting and first drafts that give your team hours back every week.",
      link: { label: "See how AI automation works", href: "/ai-consulting" },
    },
    {
      icon: "compass",
      title: "Strategic Consulting",
      description: "A marketing plan built on your numbers: which channels to fund, what to stop and what to measure.",
      link: { label: "Explore strategic consulting", href: "/strategic-consulting" },
    },
    {
      icon: "route",
      title: "Growth & Market-Entry Planning",
      description:
        "Opening a new location, launching a product or entering a new Utah market? We map the customers and the competition first.",
      link: { label: "Plan your next move", href: "/strategic-consulting" },
    },
    {
      icon: "mail",
      title: "Email Marketing",
      description: "Newsletters, promotions and campaigns that keep you in front of customers who already know you.",
      link: { label: "Explore email marketing", href: "/email-marketing" },
    },
    {
      icon: "workflow",
      title: "Email Automation",
      description:
        "Welcome, abandoned-cart, review-request and win-back sequences that run on their own, around the clock.",
      link: { label: "See email automation", href: "/email-marketing" },
    },
  ],
};

export const additionalServices: Block<Feature> = {
  eyebrow: "Additional services",
  heading: "More ways we can help",
  intro: "Smaller projects we take on for clients, on their own or as part of a larger plan. Ask us about any of them.",
  items: [
    {
      icon: "palette",
      title: "Logo & Brand Identity",
      description: "A logo, colors and type that look professional on a truck wrap, a storefront and a phone screen.",
      link: { label: "Ask about branding", href: "/contact" },
    },
    {
      icon: "map-pin",
      title: "Google Business Profile Management",
      description: "Complete, accurate and active profiles that win the map results and turn reviews into calls.",
      link: { label: "Ask about your profile", href: "/contact" },
    },
    {
      icon: "thumbs-up",
      title: "Review & Reputation Management",
      description: "Simple systems that ask happy customers for reviews and help you answer the unhappy ones well.",
      link: { label: "Ask about reviews", href: "/contact" },
    },
    {
      icon: "chart-bar",
      title: "Analytics & Tracking Setup",
      description:
        "Google Analytics, call tracking and conversion tags set up correctly, so every report can be trusted.",
      link: { label: "Ask about tracking", href: "/contact" },
    },
  ],
};

export const servicesRelated: { heading: string; links: RelatedLink[] } = {
  heading: "Looking for something specific?",
  links: [
    {
      title: "Comparing Utah marketing firms?",
      description: "See what sets a good local agency apart, and how we approach SEO, PPC, content and social.",
      link: { label: "Utah marketing firms", href: "/utah-marketing-firms" },
    },
    {
      title: "Marketing a real-estate business?",
      description: "Read our nine tips for Utah real estate marketing, with advice from agents and brokers.",
      link: { label: "Utah real estate marketing tips", href: "/utah-real-estate-marketing" },
    },
  ],
};

export interface ProcessPhase {
  label: string;
  heading: string;
  description: string;
  activities: string[];
  outcome: string;
}

export const servicesProcess = {
  eyebrow: "Our process",
  heading: "How we work, from first call to steady growth",
  intro: "Every engagement moves through the same four phases. Choose a phase to see what happens in it.",
  tabsLabel: "Process phases",
  phases: [
    {
      label: "Discovery",
      heading: "Discovery: learn the business before touching the budget",
      description:
        "We sit down with you to understand your customers, margins, seasons and goals, then audit everything already in place.",
      activities: [
        "Kick-off interview with the owner and the team",
        "Audit of ad accounts, analytics, website and Google Business Profile",
        "Review of competitors and the local search landscape",
        "Check that calls, forms and sales are being tracked",
      ],
      outcome: "A written audit with the quick wins and the biggest leaks, whether or not you hire us.",
    },
    {
      label: "Strategy",
      heading: "Strategy: a plan you can read in ten minutes",
      description:
        "We turn what we learned into a prioritized plan: which channels to use, what to spend, what to measure and when.",
      activities: [
        "Goals and targets agreed together",
        "Channel mix and budget split",
        "Messaging and offers for each audience",
        "A 90-day roadmap with owners and dates",
      ],
      outcome: "A one-page strategy and a 90-day roadmap, with the numbers we will be judged on.",
    },
    {
      label: "Implementation",
      heading: "Implementation: build, launch and track",
      description:
        "Our specialists set up the campaigns, pages, automations and tracking, and launch them in the order that pays off fastest.",
      activities: [
        "Campaign, content and automation build",
        "Website and landing-page changes",
        "Conversion and call tracking installed and tested",
        "Launch checklist reviewed with you",
      ],
      outcome: "Live campaigns and a dashboard that shows results from the first day.",
    },
    {
      label: "Optimization",
      heading: "Optimization: keep what works, fix what doesn't",
      description:
        "Marketing is never finished. We test, trim waste and move budget to what earns the most, every month.",
      activities: [
        "Weekly checks on spend, bids and search terms",
        "A/B tests on ads, pages and emails",
        "Monthly report and strategy call",
        "Quarterly review of goals and budget",
      ],
      outcome: "Lower costs per lead over time and a clear record of every change and its result.",
    },
  ] satisfies ProcessPhase[],
};

export const servicesCallToAction: CallToAction = {
  heading: "Not sure where to start?",
  text: "Book a free consultation. We will look at where you are today and recommend the one or two services that would make the biggest difference.",
  actions: [
    { label: "Book a Free Consultation", href: "/contact" },
    { label: "Get a Free Audit", href: "/local-business-audit" },
  ],
  call: true,
};
