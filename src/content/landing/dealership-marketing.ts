import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, Illustration } from "../types";

export const dealershipMeta: PageMeta = {
  title: "Automotive Dealership Marketing Agency",
  description:
    "Digital marketing for car, truck, RV and powersports dealerships: search engine marketing, video, social media and creative that move inventory and fill the showroom.",
  path: "/dealershipmarketing",
  keywords: [
    "dealership marketing",
    "automotive dealership marketing",
    "car dealer marketing agency",
    "auto dealer digital marketing",
    "dealership SEO",
    "dealership PPC",
    "automotive video marketing",
    "dealership social media marketing",
    "powersports dealer marketing",
    "Utah dealership marketing",
  ],
};

export const dealershipHero: Hero = {
  eyebrow: "Automotive dealership marketing",
  title: "Drive more shoppers to your lot and your website",
  intro:
    "Search, video, social and creative built for dealerships: campaigns tied to your live inventory and measured on leads, test drives and units sold.",
  actions: [
    { label: "Get a Custom Quote", href: "/contact" },
    { label: "Call Us Now", href: "/contact" },
  ],
  image: {
    src: "/images/dealership/hero.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a dealership showroom with a pickup truck, an SUV and a phone showing a vehicle listing",
  },
};

export const dealershipWhy: Block<Feature> = {
  eyebrow: "Why choose us",
  heading: "Why dealerships choose Resgatar",
  items: [
    {
      icon: "car",
      title: "Industry expertise",
      description:
        "We have marketed new and used car, truck, RV and powersports dealerships, and we speak the language of inventory, co-op and OEM rules.",
    },
    {
      icon: "layers",
      title: "Integrated marketing",
      description:
        "Search, video, social and creative work from one plan and one budget, so every channel supports the others.",
    },
    {
      icon: "trending-up",
      title: "Performance-driven results",
      description:
        "We report on leads, appointments and units sold, not impressions, and move budget to what sells cars.",
    },
  ],
};

export const dealershipSolutions: Block<Feature> = {
  eyebrow: "Solutions",
  heading: "Marketing solutions for dealerships",
  intro: "Four solutions that cover the whole journey, from the first search to the test drive.",
  items: [
    {
      icon: "search",
      title: "Search Engine Marketing",
      description: "Be the first dealership shoppers see when they search for a make, model or service in your area.",
      points: [
        "Google Ads and vehicle listing ads",
        "Inventory-based campaigns that update automatically",
        "Local SEO for sales and service pages",
        "Google Business Profile management",
      ],
    },
    {
      icon: "video",
      title: "Digital Video Marketing",
      description: "Walk-arounds, model spotlights and promotions that reach shoppers on YouTube and streaming TV.",
      points: [
        "YouTube and connected-TV campaigns",
        "Vehicle walk-around videos",
        "Sales-event and service promotions",
        "Retargeting of engaged viewers",
      ],
    },
    {
      icon: "share",
      title: "Social Media Marketing",
      description: "Stay in front of local buyers on Facebook, Instagram and TikTok between visits to the lot.",
      points: [
        "Automotive inventory ads on Meta",
        "Community and behind-the-scenes content",
        "Lead forms that feed your CRM",
        "Review and reputation management",
      ],
    },
    {
      icon: "palette",
      title: "Creative and Design Services",
      description: "On-brand creative that meets OEM guidelines and stands out on every screen.",
      points: [
        "Display and social ad creative",
        "Landing pages for sales events",
        "Photo and video direction",
        "Showroom and print materials",
      ],
    },
  ],
};

export const dealershipEdge: Block<Feature> = {
  eyebrow: "Competitive edge",
  heading: "Your competitive edge",
  items: [
    {
      icon: "database",
      title: "Inventory-driven ads",
      description: "Campaigns that follow your stock, so you never pay to advertise a vehicle that has already sold.",
    },
    {
      icon: "map-pin",
      title: "Hyper-local targeting",
      description: "Budgets focused on the zip codes and conquest areas where your buyers actually live.",
    },
    {
      icon: "chart-line",
      title: "Full-funnel tracking",
      description: "Calls, forms, chats and showroom visits tracked back to the campaign that produced them.",
    },
    {
      icon: "badge-check",
      title: "OEM-compliant creative",
      description: "Ads and offers that follow your manufacturer's co-op and brand guidelines.",
    },
    {
      icon: "wrench",
      title: "Service department growth",
      description: "Campaigns that fill service bays and keep customers loyal long after the sale.",
    },
    {
      icon: "users",
      title: "Dedicated automotive team",
      description: "Specialists who know dealership sales cycles and answer the phone when a sale is on.",
    },
  ],
};

export interface SuccessStoryTile {
  title: string;
  category: string;
  image: Illustration;
}

const tile = (file: string, title: string, category: string, alt: string): SuccessStoryTile => ({
  title,
  category,
  image: { src: `/images/dealership/${file}.svg`, width: 480, height: 320, alt },
});

export const dealershipStories: Block<SuccessStoryTile> = {
  eyebrow: "Success stories",
  heading: "Dealership success stories",
  intro: "A selection of the dealership campaigns and projects we have delivered.",
  items: [
    tile(
      "spring-sales-event",
      "Spring Sales Event",
      "Search Engine Marketing",
      "A row of new cars under spring banners",
    ),
    tile(
      "truck-month",
      "Truck Month Launch",
      "Digital Video Marketing",
      "A pickup truck on a mountain road in a video frame",
    ),
    tile("rv-season", "RV Season Kickoff", "Social Media Marketing", "A motorhome parked by a lake at sunset"),
    tile(
      "powersports",
      "Powersports Showroom",
      "Creative and Design",
      "An off-road side-by-side and a dirt bike on red rock",
    ),
    tile(
      "service-specials",
      "Service Department Specials",
      "Search Engine Marketing",
      "A mechanic's wrench beside a car on a lift",
    ),
    tile(
      "used-inventory",
      "Certified Pre-Owned Push",
      "Social Media Marketing",
      "A used SUV with a certified badge and price tag",
    ),
    tile(
      "ev-launch",
      "Electric Vehicle Launch",
      "Digital Video Marketing",
      "An electric car charging beside a charging station",
    ),
    tile(
      "showroom-refresh",
      "Showroom Brand Refresh",
      "Creative and Design",
      "A dealership front with a new sign and flags",
    ),
  ],
};

export const dealershipCallToAction: CallToAction = {
  heading: "Ready to sell more vehicles?",
  text: "Tell us about your dealership, your brands and your goals. We will build a custom plan and quote for your market.",
  actions: [{ label: "Get Started Today", href: "/contact" }],
  call: true,
};
