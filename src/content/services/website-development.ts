import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, Step } from "../types";

export const webMeta: PageMeta = {
  title: "Fast Website Development for Utah Businesses",
  description:
    "Custom, responsive websites that load fast and convert: e-commerce, UI/UX design, performance optimization, security and maintenance from a Salt Lake City team.",
  path: "/website-development",
};

export const webHero: Hero = {
  eyebrow: "Website development",
  title: "Fast websites that turn visitors into customers",
  intro:
    "We design and build custom, mobile-first websites that load in a blink, rank well and make it easy to call, book or buy, and we keep them secure after launch.",
  actions: [
    { label: "Start Your Website", href: "/contact" },
    { label: "See Our Work", href: "/case-studies" },
  ],
  image: {
    src: "/images/services/website-development.svg",
    width: 560,
    height: 420,
    alt: "Illustration of a website on a laptop and a phone with a speed gauge at full",
  },
};

export const webFeatures: Block<Feature> = {
  eyebrow: "What we build",
  heading: "Everything a modern business website needs",
  items: [
    {
      icon: "code",
      title: "Custom development",
      description: "Built for your business and your customers, not squeezed into a template, with code you own.",
    },
    {
      icon: "monitor-smartphone",
      title: "Responsive design",
      description: "Layouts that look and work beautifully on every phone, tablet and desktop screen.",
    },
    {
      icon: "shopping-cart",
      title: "E-commerce",
      description: "Online stores with secure checkout, inventory, shipping and the integrations you already use.",
    },
    {
      icon: "gauge",
      title: "Performance optimization",
      description: "Fast pages score better with Google and keep visitors from leaving before the page appears.",
    },
    {
      icon: "shield",
      title: "Security & maintenance",
      description: "Updates, backups, monitoring and fixes handled for you, so your site stays safe and online.",
    },
    {
      icon: "palette",
      title: "UI/UX design",
      description:
        "Clear navigation, readable pages and obvious calls to action, designed around how people really browse.",
    },
  ],
};

export const webProcess: Block<Step> = {
  eyebrow: "Our process",
  heading: "From first sketch to launch",
  items: [
    {
      title: "Plan",
      description: "Goals, audiences, pages and content mapped out together, with a fixed scope and price.",
    },
    {
      title: "Design",
      description: "Wireframes and visual designs for you to review on real phones and screens before we build.",
    },
    {
      title: "Build",
      description: "Development, content entry, tracking and on-page SEO, tested on every major browser.",
    },
    {
      title: "Launch & support",
      description: "A careful launch with redirects in place, then hosting, updates and help whenever you need it.",
    },
  ],
};

export const webCallToAction: CallToAction = {
  heading: "Ready for a website that works as hard as you do?",
  text: "Tell us about your business and your goals, and we will come back with a plan, a timeline and a fixed quote.",
  actions: [{ label: "Get a Website Quote", href: "/contact" }],
  call: true,
};
