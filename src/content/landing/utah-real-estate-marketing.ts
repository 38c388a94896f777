import type { PageMeta } from "@/lib/seo/metadata";
import type { CallToAction, Illustration } from "../types";

export interface ExpertQuote {
  text: string;
  name: string;
  role: string;
}

export interface Tip {
  title: string;
  paragraphs: string[];
  points?: string[];
  quote?: ExpertQuote;
}

export interface TipsArticleContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  readTime: string;
  image: Illustration;
  opening: string[];
  contentsHeading: string;
  tips: Tip[];
  closing: { heading: string; paragraphs: string[] };
}

export const realEstateMeta: PageMeta = {
  title: "9 Tips for Utah Real Estate Marketing",
  description:
    "Nine practical real estate marketing tips for Utah agents and brokers, from local SEO and video tours to email nurturing, with advice from experienced Utah real estate professionals.",
  path: "/utah-real-estate-marketing",
};

export const realEstateArticle: TipsArticleContent = {
  eyebrow: "Real estate marketing",
  title: "9 Tips for Utah Real Estate Marketing",
  intro:
    "Utah's housing market moves fast and competition for listings is fierce. These nine tips, with advice from agents and brokers who work here every day, will help you win more of them.",
  datePublished: "2025-03-18",
  readTime: "9 min read",
  image: {
    src: "/images/landing/utah-real-estate.svg",
    width: 800,
    height: 450,
    alt: "Illustration of a Utah neighborhood of homes with a sold sign and the mountains behind",
  },
  opening: [
    "From new subdivisions in Utah County to historic bungalows in Salt Lake City and cabins near Park City, Utah real estate is as varied as its landscape. So are its buyers: first-time owners priced out of the city, families relocating for tech jobs, retirees heading south to St. George.",
    "The agents who stand out reach each of those buyers where they are searching, with marketing that feels local. Here is how to do it.",
  ],
  contentsHeading: "The nine tips",
  tips: [
    {
      title: "Own your local search results",
      paragraphs: [
        "Most home searches start on Google. Claim and complete your Google Business Profile, collect reviews after every closing and build a page on your website for each city and neighborhood you serve.",
      ],
      quote: {
        text: "When someone searches for an agent in Lehi, I want them to see my reviews before they see anyone's ads. The neighborhood pages on my site bring me more listing appointments than anything else I do.",
        name: "Jenna Caldwell",
        role: "Realtor, Utah County",
      },
    },
    {
      title: "Lead with professional photos and video tours",
      paragraphs: [
        "Listings with professional photos, video walk-throughs and drone footage get more views and more showings. Utah's views sell homes: show the mountains, the trails and the sunsets.",
      ],
      points: [
        "Professional photos for every listing",
        "A short video tour for social media",
        "Drone shots of the lot and the view",
      ],
    },
    {
      title: "Write about neighborhoods, not just houses",
      paragraphs: [
        "Buyers relocating to Utah want to know about schools, commutes, parks and ski resorts. Guides to the neighborhoods you know best build trust and bring in search traffic long after a listing sells.",
      ],
      quote: {
        text: "Half my buyers are moving from out of state. My guide to Salt Lake City neighborhoods does the first consultation for me; by the time they call, they already trust me.",
        name: "Marco Alvarez",
        role: "Broker, Salt Lake City",
      },
    },
    {
      title: "Use targeted ads for listings and open houses",
      paragraphs: [
        "Social and search ads can put a new listing or an open house in front of likely buyers in specific zip codes, age ranges and income brackets, within the rules for housing ads. A small, well-targeted budget goes a long way.",
      ],
    },
    {
      title: "Nurture leads with email",
      paragraphs: [
        "Most buyers and sellers are months away from acting when they first contact you. Automated emails with new listings, market updates and helpful guides keep you in touch until they are ready, and email returns about $40 for every $1 spent.",
      ],
      quote: {
        text: "My best clients this year first signed up for my monthly market report two years ago. Email is slow, but it is the most reliable pipeline I have.",
        name: "Sarah Nguyen",
        role: "Team Lead, Davis County",
      },
    },
    {
      title: "Be active where your buyers are on social media",
      paragraphs: [
        "Instagram and TikTok are where younger buyers discover homes and neighborhoods; Facebook groups are where locals ask for recommendations. Share listings, but also market updates, local events and a look behind the scenes.",
      ],
    },
    {
      title: "Make your website fast and mobile-friendly",
      paragraphs: [
        "Most people browse listings on their phones. A slow or clumsy site sends them straight back to the big portals. Make sure your site loads quickly, shows listings clearly and makes it easy to call or book a showing.",
      ],
    },
    {
      title: "Share local market data",
      paragraphs: [
        "Monthly updates on prices, days on market and inventory for your area position you as the local expert, give you a reason to contact your whole database, and make great social posts.",
      ],
      quote: {
        text: "Sellers want to know what their home is worth in this market, not the national headlines. A simple monthly update with local numbers wins me more listing appointments than any postcard ever did.",
        name: "David Thornton",
        role: "Managing Broker, Washington County",
      },
    },
    {
      title: "Track every lead to its source",
      paragraphs: [
        "Know which channels bring clients who actually close. Use call tracking, form tracking and your CRM to see what each lead cost and what it earned, then put more into what works.",
      ],
    },
  ],
  closing: {
    heading: "Getting started",
    paragraphs: [
      "You don't need to do all nine at once. Start with your local search presence and your website, then add email and content as you grow. Consistency beats bursts of activity every time.",
    ],
  },
};

export const realEstateCallToAction: CallToAction = {
  heading: "Want help marketing your real estate business?",
  text: "We help Utah agents and brokerages with local SEO, listing ads, websites and email. Tell us about your market and goals.",
  actions: [
    { label: "Get a Free Consultation", href: "/contact" },
    { label: "Explore Our Services", href: "/services" },
  ],
  call: true,
};
