import type { PageMeta } from "@/lib/seo/metadata";
import type { SiteFacts } from "@/lib/site-settings";
import type { Hero } from "../types";

export const agencyMetaFor = (agency: SiteFacts): PageMeta => ({
  title: "Utah Marketing Agency for Local Businesses",
  description: `${agency.name} is a full-service Utah marketing agency: SEO, PPC, email, social media, AI consulting, content, web development and hosting under one roof.`,
  path: "/utahmarketingagency",
});

export const agencyHero: Hero = {
  eyebrow: "Utah marketing agency",
  title: "The Utah marketing agency that treats your budget like its own",
  intro:
    "One local team for search, ads, email, social, AI and your website, focused on the calls, bookings and sales that grow your business.",
  actions: [
    { label: "Get a Free Consultation", href: "/contact" },
    { label: "Explore Services", href: "/services" },
  ],
  image: {
    src: "/images/landing/utah-agency.svg",
    width: 560,
    height: 420,
    alt: "Illustration of the Salt Lake City skyline and mountains with marketing icons above",
  },
};

export const agencyServices = {
  eyebrow: "Full service",
  heading: "Everything your marketing needs, from one Utah team",
  intro: "Choose a service to see how it works and what it could do for you.",
};

/** `founderExperience`: the founder's, from the people table ("over 18 years"); the sentence leaves it out when there is none. */
export const agencyAboutFor = (agency: SiteFacts, founderExperience = "") => ({
  eyebrow: "About us",
  heading: `A Salt Lake City agency since ${agency.foundedYear}`,
  paragraphs: [
    `${agency.name} was founded in Salt Lake City in ${agency.foundedYear} to give local businesses marketing they can understand and measure. ${founderExperience ? `Our founder brings ${founderExperience} of digital marketing experience, and our` : "Our"} small senior team works with retailers, dealerships, home-service companies, apps and real-estate professionals across Utah.`,
    "We answer our own phones, explain every number and never lock clients into long contracts.",
  ],
  link: { label: "Learn more about us", href: "/about" },
});
