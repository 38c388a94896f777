import { showcasePlaces } from "./case-studies";

/**
 * What clients say about us: the testimonials a site starts with. The migration
 * 2026_12_06_000100_testimonials writes them once; from then on the admin edits them at
 * /admin/testimonials (decision 195), and the public pages read the database.
 */

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
  /** ISO date (YYYY-MM-DD) the review was given. */
  date: string;
  tags?: string[];
}

export const testimonialsSection = {
  eyebrow: "Client stories",
  heading: "What Utah business owners say about working with us",
  intro: "Every review below is rated five stars by the owner or manager who wrote it.",
};

/**
 * The fixed pages a testimonial may be shown on, by path, in the order the admin's form lists
 * them; every case study's page follows them (src/server/content/testimonials.ts).
 */
export const testimonialPlaces = showcasePlaces;

export const testimonials: Testimonial[] = [
  {
    quote:
      "Our phones used to go quiet every winter. Resgatar rebuilt our Google Ads account around emergency searches in the valley, and this January was the busiest we have ever had. They explain every dollar in plain English.",
    author: "Dana Whitaker",
    position: "Owner",
    company: "Wasatch Home Services",
    date: "2025-02-18",
    tags: ["PPC", "Local SEO"],
  },
  {
    quote:
      "We tried two agencies before this one. The difference is that Resgatar actually picks up the phone, tells us what is working and what is not, and never locks us into a long contract.",
    author: "Tyler Jensen",
    position: "General Manager",
    company: "Red Rock Powersports",
    date: "2024-11-05",
    tags: ["Dealership Marketing", "Social Media"],
  },
  {
    quote:
      "They rebuilt our website in a few weeks and it loads in a blink. Within a couple of months we were showing up for searches we had never ranked for, and the leads came in through the new quote form.",
    author: "Melissa Ortega",
    position: "Marketing Director",
    company: "Bonneville Roofing",
    date: "2025-04-09",
    tags: ["Web Development", "SEO"],
  },
  {
    quote:
      "The AI workshop alone was worth it. They showed our small team how to automate reporting and first drafts, and we now spend that time with customers instead of spreadsheets.",
    author: "Kevin Park",
    position: "Founder",
    company: "Summit Outfitters",
    date: "2025-06-23",
  },
];
