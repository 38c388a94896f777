import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, Step } from "../types";

export const seoMeta: PageMeta = {
  title: "Local SEO Services in Salt Lake City",
  description:
    "Local SEO for Utah businesses: technical fixes, Google Business Profile, local pages and content that bring more visitors and more conversions. Get a free SEO audit.",
  path: "/seo",
};

export const seoHero: Hero = {
  eyebrow: "Local SEO",
  title: "Get found by the customers already searching for you",
  intro:
    "Most buyers in Utah start with a search. We make sure your business shows up in the map results and the first page, with a website that turns those visits into calls.",
  actions: [
    { label: "Get a Free SEO Audit", href: "/contact" },
    { label: "See Our Results", href: "/case-studies" },
  ],
  image: {
    src: "/images/services/seo.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a search results page with a local business ranked first and pinned on a map",
  },
};

export const seoEquity: Block<Feature> = {
  eyebrow: "Why SEO",
  heading: "Build SEO equity that keeps paying you back",
  intro:
    "Ads stop the moment you stop paying. Rankings, reviews and useful pages keep working, and they grow in value every month you invest in them.",
  items: [
    {
      icon: "trending-up",
      title: "Traffic that compounds",
      description:
        "Each page that ranks keeps bringing visitors for months or years, so the results of today's work stack on top of last year's.",
    },
    {
      icon: "piggy-bank",
      title: "A lower cost per lead over time",
      description:
        "Organic visits have no cost per click. As rankings grow, the average cost of each new customer falls.",
    },
    {
      icon: "map-pin",
      title: "Visibility in the map results",
      description:
        "A complete, active Google Business Profile and consistent local listings put you in front of nearby customers ready to buy.",
    },
    {
      icon: "shield",
      title: "Trust before the first call",
      description:
        "People trust businesses that rank well and have good reviews. Strong organic visibility makes every other channel convert better.",
    },
    {
      icon: "house",
      title: "An asset you own",
      description:
        "Your content, links and reputation belong to you. They add to the value of your business, not to a platform's revenue.",
    },
    {
      icon: "lightbulb",
      title: "Insight into your customers",
      description:
        "Search data shows what people ask before they buy. We use it to shape your offers, your ads and your content.",
    },
  ],
};

export const seoResults: Block<Feature> = {
  eyebrow: "What to expect",
  heading: "More visitors, then more conversions",
  intro: "Good SEO does two jobs: it brings the right people to your site, and it makes it easy for them to act.",
  items: [
    {
      icon: "users",
      title: "More visitors",
      description: "Qualified people from your service area, searching for exactly what you offer.",
      points: [
        "Rankings for the searches that lead to sales, not just to traffic",
        "A stronger presence in Google's local map results",
        "Pages for every service and every city you serve",
      ],
    },
    {
      icon: "mouse-pointer",
      title: "More conversions",
      description: "A site that turns those visitors into calls, form requests and bookings.",
      points: [
        "Fast, mobile-first pages with clear calls to action",
        "Trust signals: reviews, photos and real answers",
        "Call and form tracking, so you can see every lead",
      ],
    },
  ],
};

export const seoProcess: Block<Step> = {
  eyebrow: "Our process",
  heading: "Four steps to stronger rankings",
  items: [
    {
      title: "Audit & research",
      description:
        "We crawl your site, review your Google Business Profile and study the keywords and competitors in your market.",
    },
    {
      title: "Technical & on-page fixes",
      description:
        "Speed, mobile usability, titles, structured data and internal links: the foundations search engines need to rank you.",
    },
    {
      title: "Content & local authority",
      description:
        "Service and location pages, helpful articles, citations and review campaigns that build relevance and trust.",
    },
    {
      title: "Measure & refine",
      description: "Monthly reports on rankings, traffic, calls and forms, and a plan for what to improve next.",
    },
  ],
};

export const seoCallToAction: CallToAction = {
  heading: "See where your site stands today",
  text: "Our free SEO audit shows how you rank against local competitors, what is holding your site back and the first three fixes we would make.",
  actions: [{ label: "Get a Free SEO Audit", href: "/contact" }],
  call: true,
};
