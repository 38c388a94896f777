import type { CaseStudy } from "./types";

const gallery = (n: number, alt: string) => ({
  src: `/images/case-studies/daily-shifts/gallery-${n}.svg`,
  width: 600,
  height: 400,
  alt,
});

export const dailyShifts: CaseStudy = {
  id: "daily-shifts",
  client: "Daily Shifts",
  title: "Daily Shifts: 800% revenue growth from search",
  industry: "E-commerce",
  tags: ["E-commerce", "SEO", "Search Marketing", "Analytics"],
  image: {
    src: "/images/case-studies/daily-shifts/cover.svg",
    width: 800,
    height: 450,
    alt: "Daily Shifts online store and iOS app on a phone, with an organic traffic chart climbing steeply",
  },
  summary:
    "A weekly content strategy, technical SEO and efficient app campaigns took an online planner brand from a trickle of visitors to more than 100k organic clicks in under a year.",
  results: ["800% revenue growth", "100k+ organic clicks in under a year", "iOS installs under $5 each"],
  meta: {
    title: "Daily Shifts Case Study: 800% Revenue Growth",
    description:
      "How SEO, a weekly content strategy and search marketing drove 800% revenue growth for Daily Shifts, with over 100k organic clicks in under a year and iOS installs under $5.",
    path: "/case-studies/daily-shifts",
  },
  tagline: "How search turned a small online planner brand into a growing business.",
  overview: [
    "Daily Shifts sells planners and habit journals online and runs a companion iOS app that helps people build better routines. The products were loved by the customers who found them, but very few people did: the store relied on paid social ads that were getting more expensive every month.",
    "We built a search-first growth program: a store that search engines could understand, a weekly stream of genuinely useful content, and search campaigns tuned to bring in app users at a sustainable cost.",
  ],
  goals: [
    "Make organic search the store's biggest source of customers",
    "Publish helpful content every week without overloading a small team",
    "Grow iOS app installs at a cost the business could sustain",
    "Measure revenue from every channel accurately",
  ],
  challenges: [
    "A young domain with almost no organic visibility",
    "Strong competition from big stationery and productivity brands",
    "Rising paid social costs eating into margins",
    "Analytics that could not connect content, app installs and store revenue",
  ],
  services: [
    {
      icon: "search",
      title: "SEO strategy",
      description: "Keyword research and a topic map around planning, habits and productivity.",
    },
    {
      icon: "calendar",
      title: "Weekly content strategy",
      description: "A weekly publishing calendar of guides, templates and how-to articles.",
    },
    {
      icon: "settings",
      title: "Technical SEO",
      description: "Faster pages, structured data for products and clean site architecture.",
    },
    {
      icon: "shopping-cart",
      title: "E-commerce optimization",
      description: "Product pages and collections rewritten to rank and to convert.",
    },
    {
      icon: "target",
      title: "Search marketing",
      description: "Google Ads campaigns for high-intent product searches.",
    },
    {
      icon: "smartphone",
      title: "App install campaigns",
      description: "Search campaigns for the iOS app, optimized for cost per install.",
    },
    {
      icon: "chart-bar",
      title: "Analytics & attribution",
      description: "Analytics and conversion tracking that tie content and ads to revenue.",
    },
  ],
  gallery: [
    gallery(1, "The redesigned Daily Shifts home page with a planner hero image and a shop button"),
    gallery(2, "A product page for a habit journal with reviews and an add-to-cart button"),
    gallery(3, "A how-to article from the weekly content program, with a downloadable template"),
    gallery(4, "Search performance chart showing organic clicks climbing month after month"),
    gallery(5, "The Daily Shifts iOS app's routine tracker screen"),
    gallery(6, "The weekly content calendar used to plan articles a month ahead"),
  ],
  keyResults: [
    { value: "800%", label: "Revenue growth" },
    { value: "100k+", label: "Organic clicks in under a year" },
    { value: "Under $5", label: "Per iOS app install" },
    { value: "Weekly", label: "Content strategy, published every week" },
  ],
  outcomes: [
    {
      heading: "What changed",
      items: [
        "Organic search became the largest source of new customers",
        "A library of evergreen articles that keeps attracting readers",
        "App installs at under $5 each, sustainable enough to scale",
        "One dashboard connecting content, ads, installs and revenue",
      ],
    },
  ],
  cta: {
    heading: "Ready to grow with search?",
    text: "We will review your store or app and show you where search could take it in the next twelve months.",
    actions: [
      { label: "Start Your SEO Project", href: "/contact" },
      { label: "View More Case Studies", href: "/case-studies" },
    ],
  },
};
