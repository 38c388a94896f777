import type { SiteSettings } from "@/lib/site-settings";

const weekday = { opens: "09:00", closes: "17:00" };

/** Settings of an agency other than the built-in one, for tests of the checks and the facts. */
export const canyonSettings: SiteSettings = {
  name: "Canyon Marketing",
  legalName: "Canyon Marketing LLC",
  tagline: "Marketing for canyon country",
  description: "Canyon Marketing is a Provo agency for local search, ads and websites.",
  foundedYear: 2015,
  phone: "(801) 555-0100",
  supportEmail: "hello@canyon.example",
  address: {
    street: "",
    locality: "Provo",
    region: "Utah",
    regionCode: "UT",
    postalCode: "",
    country: "United States",
    countryCode: "US",
  },
  hours: {
    Monday: weekday,
    Tuesday: weekday,
    Wednesday: weekday,
    Thursday: weekday,
    Friday: weekday,
    Saturday: null,
    Sunday: null,
  },
  social: {
    LinkedIn: "https://www.linkedin.com/company/canyon",
    Instagram: "",
    Facebook: "",
    X: "",
    YouTube: "",
    TikTok: "",
  },
  certifications: [
    { name: "Google Ads Certified", issuer: "Google" },
    { name: "Meta Business Partner", issuer: "Meta" },
  ],
  logo: "",
  socialImage: "",
  notifyEmails: [],
  leadRetentionDays: 730,
};
