import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero } from "../types";

export const contentMeta: PageMeta = {
  title: "Content Strategy & Content Marketing Services",
  description:
    "Content strategy for Utah businesses: content calendar planning, content creation, optimization and performance analysis that turn readers into leads.",
  path: "/content-strategy",
};

export const contentHero: Hero = {
  eyebrow: "Content strategy",
  title: "Content that answers questions and wins customers",
  intro:
    "Articles, guides, landing pages and videos planned around what your customers search for, written by people who understand your industry, and measured by the leads they bring.",
  actions: [
    { label: "Plan Your Content", href: "/contact" },
    { label: "Read Our Blog", href: "/blog" },
  ],
  image: {
    src: "/images/services/content-strategy.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a content calendar with articles, a video and a chart of growing readers",
  },
};

export const contentFeatures: Block<Feature> = {
  eyebrow: "What we do",
  heading: "A complete content service",
  intro: "Four parts that work together, from the first idea to the report on what it earned.",
  items: [
    {
      icon: "calendar",
      title: "Content calendar planning",
      description:
        "Topics chosen from keyword research, customer questions and your seasons, scheduled weeks ahead so publishing never stalls.",
      points: ["Keyword and topic research", "Monthly editorial calendar", "Seasonal and promotional themes"],
    },
    {
      icon: "pen",
      title: "Content creation",
      description:
        "Blog posts, service pages, guides, case studies, email and social content written and edited by specialists.",
      points: ["Articles and long-form guides", "Service and location pages", "Graphics and short video scripts"],
    },
    {
      icon: "search",
      title: "Content optimization",
      description: "Existing pages refreshed and improved so they rank better, read better and convert better.",
      points: ["On-page SEO and structured data", "Internal linking", "Updates to pages that are slipping"],
    },
    {
      icon: "chart-bar",
      title: "Performance analysis",
      description: "Monthly reporting on rankings, traffic, engagement and the leads each piece of content produced.",
      points: ["Rankings and organic traffic", "Engagement and conversions", "Recommendations for next month"],
    },
  ],
};

export const contentCallToAction: CallToAction = {
  heading: "Turn your expertise into traffic",
  text: "Tell us about your customers and we will suggest the first five topics we would write about, free.",
  actions: [{ label: "Start Your Content Plan", href: "/contact" }],
};

export const contentContact = {
  heading: "Talk to our content team",
  intro: "Questions about content, SEO or anything else? Reach us the way that suits you.",
};
