import type { PageMeta } from "@/lib/seo/metadata";
import type { CallToAction, Hero, IconName } from "../types";
import { serviceCatalog } from "../services/catalog";

/**
 * The copy around the case studies. The studies themselves are in the database (decision 198):
 * the admin edits them at /admin/case-studies; the migration 2026_12_07_000200_case_studies
 * wrote the site's first three.
 */

/** The pages that may show chosen testimonials and case studies, by path, in the order the admin's forms list them. */
export const showcasePlaces: readonly { path: string; label: string }[] = [
  { path: "/", label: "Home page" },
  ...serviceCatalog.map((service) => ({ path: service.href, label: service.title })),
];

/** The section a page that features case studies shows them in. */
export const featuredCaseStudiesSection = {
  eyebrow: "Case studies",
  heading: "Results we are proud of",
  intro: "A closer look at how we helped businesses like yours grow.",
};

/** The size a case study's picture is drawn at when the media library does not know it: the seeded illustrations' own. */
export const caseStudyPictureSizes = {
  cover: { width: 800, height: 450 },
  gallery: { width: 600, height: 400 },
} as const;

/** The second button of every case study's closing band, after its own. */
export const moreCaseStudiesAction = { label: "View More Case Studies", href: "/case-studies" };

/** The button a case study's closing band starts with when the admin names none. */
export const defaultCaseStudyAction = { label: "Start Your Project", href: "/contact" };

export const caseStudiesMeta: PageMeta = {
  title: "Case Studies: Success Stories That Drive Results",
  description:
    "Real results for real businesses: see how we grew revenue 800% for Daily Shifts, brought Yeti Plumbing 375% more returning customers and transformed MLD's brand.",
  path: "/case-studies",
};

export const caseStudiesHero: Hero = {
  eyebrow: "Case studies",
  title: "Success Stories That Drive Results",
  intro:
    "Every business is different, but the approach is the same: listen, plan around the numbers and keep improving. Here is what that looked like for three of our clients.",
  actions: [],
};

export const caseStudiesList = {
  heading: "Featured case studies",
  intro: "Read how we approached each project, what we delivered and what it changed for the business.",
};

export const industries: {
  eyebrow: string;
  heading: string;
  intro: string;
  items: { icon: IconName; name: string }[];
} = {
  eyebrow: "Industries",
  heading: "Industries we serve",
  intro: "The same proven process, adapted to the customers and rules of each industry.",
  items: [
    { icon: "shopping-cart", name: "E-commerce" },
    { icon: "cpu", name: "SaaS & Technology" },
    { icon: "stethoscope", name: "Healthcare" },
    { icon: "landmark", name: "Finance" },
    { icon: "graduation-cap", name: "Education" },
    { icon: "briefcase", name: "Professional Services" },
    { icon: "building", name: "Real Estate" },
    { icon: "wrench", name: "Home Services" },
  ],
};

export const caseStudiesCallToAction: CallToAction = {
  heading: "Your business could be our next success story",
  text: "Tell us what you want to achieve. We will show you how we would get there, and what results to expect.",
  actions: [
    { label: "Start Your Project", href: "/contact" },
    { label: "Get a Free Audit", href: "/local-business-audit" },
  ],
  call: true,
};
