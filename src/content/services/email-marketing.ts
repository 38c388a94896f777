import type { PageMeta } from "@/lib/seo/metadata";
import type { Block, CallToAction, Feature, Hero, Step } from "../types";

/** Where every call to action on this page leads: the contact form, with the service chosen. */
const contactForEmail = "/contact?service=email-marketing";

export const emailMeta: PageMeta = {
  title: "Email Marketing Services in Utah",
  description:
    "Email marketing that earns about $40 for every $1 spent: newsletters, automations, list growth and reporting for Utah businesses, run by a certified Mailchimp partner.",
  path: "/email-marketing",
};

export const emailHero: Hero = {
  eyebrow: "Email marketing",
  title: "Turn your customer list into your best sales channel",
  intro:
    "Email earns more per dollar than any other channel. We plan, write, design and automate the emails that bring customers back, and we show you the revenue they earn.",
  actions: [{ label: "Start Your Email Campaign", href: contactForEmail }],
  image: {
    src: "/images/services/email-marketing.svg",
    width: 560,
    height: 420,
    alt: "Illustration of an envelope opening into a newsletter, with a rising revenue line",
  },
};

export const emailProcess: Block<Step> = {
  eyebrow: "Our process",
  heading: "From first list to steady revenue",
  items: [
    {
      title: "Audit & goals",
      description:
        "We review your list, your platform and past campaigns, and agree on what success looks like: repeat sales, bookings or leads.",
    },
    {
      title: "Strategy & segments",
      description:
        "We plan the calendar, the automated sequences and the audience segments, so each subscriber gets what is relevant to them.",
    },
    {
      title: "Design & copy",
      description: "On-brand, mobile-first templates and emails written to be read, with one clear action in each.",
    },
    {
      title: "Send, test & report",
      description:
        "We test subject lines and offers, watch deliverability and report opens, clicks and revenue every month.",
    },
  ],
};

export const emailSolutions: Block<Feature> = {
  eyebrow: "Solutions",
  heading: "Email marketing solutions",
  intro: "Everything you need to build a list, keep it engaged and turn it into sales.",
  items: [
    {
      icon: "send",
      title: "Newsletters & campaigns",
      description: "Regular, useful emails and seasonal promotions that keep your business top of mind.",
    },
    {
      icon: "workflow",
      title: "Automated sequences",
      description:
        "Welcome series, abandoned-cart reminders, review requests and win-back emails that run on their own.",
    },
    {
      icon: "users",
      title: "Segmentation & personalization",
      description: "Messages shaped by what each customer bought, browsed or asked about.",
    },
    {
      icon: "inbox",
      title: "List growth",
      description: "Sign-up forms, lead magnets and landing pages that turn website visitors into subscribers.",
    },
    {
      icon: "shield",
      title: "Deliverability",
      description: "Domain authentication, list hygiene and sending practices that keep you out of the spam folder.",
    },
    {
      icon: "chart-bar",
      title: "Revenue reporting",
      description: "Reports that tie every email to the sales and bookings it produced, not just to opens.",
    },
  ],
};

export const emailCallToAction: CallToAction = {
  heading: "Ready to put your list to work?",
  text: "Tell us about your customers and your goals. We will suggest the first three emails we would send, free.",
  actions: [{ label: "Get Started with Email Marketing", href: contactForEmail }],
};
