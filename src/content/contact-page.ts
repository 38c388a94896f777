/** Copy of /contact; the agency's facts come from site.ts. */
export const contactPage = {
  metadata: {
    title: "Contact Us",
    description:
      "Contact Resgatar Marketing in Salt Lake City: call, e-mail, book a free consultation or send a message about SEO, PPC, email, social media and web projects.",
    path: "/contact",
  },
  hero: {
    eyebrow: "Contact",
    heading: "Let's talk about growing your business",
    intro:
      "Whether you need more calls from local customers, a faster website or a second opinion on your ad spend, a real strategist from our Salt Lake City team will answer.",
  },
  scheduler: {
    heading: "Book a free consultation",
    description: "Pick a time that suits you for a 30-minute call about your goals. No preparation and no obligation.",
    frameTitle: "Book a free consultation with Resgatar Marketing",
    fallback: "Prefer to pick a time together? Send us a message and we will suggest a few.",
    fallbackLink: "Request a consultation",
  },
  details: {
    heading: "Contact details",
    phone: "Phone",
    email: "Support e-mail",
    location: "Location",
    hours: "Business hours",
    social: "Follow us",
  },
} as const;
