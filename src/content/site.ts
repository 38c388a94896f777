import { SITE_TIME_ZONE } from "@/lib/dates";

/**
 * Facts about the agency, shown in the header, footer, contact page and structured
 * data. Replace these with your own agency's details.
 */

export interface SocialProfile {
  network: "LinkedIn" | "Instagram" | "Facebook" | "X" | "YouTube" | "TikTok";
  /** Leave empty to hide the link: only configured profiles are shown. */
  url: string;
}

export interface Certification {
  name: string;
  issuer: string;
}

export const site = {
  name: "Resgatar Marketing",
  legalName: "Resgatar Marketing LLC",
  tagline: "Digital marketing that rescues local growth",
  description:
    "Resgatar Marketing is a Salt Lake City digital marketing agency helping Utah businesses grow with local SEO, PPC, email, social media, AI consulting and fast websites.",
  foundedYear: 2012,
  phone: { display: "(801) 555-0134", href: "tel:+18015550134", e164: "+18015550134" },
  supportEmail: "support@resgatarmarketing.com",
  address: {
    locality: "Salt Lake City",
    region: "Utah",
    regionCode: "UT",
    country: "United States",
    countryCode: "US",
  },
  hours: [
    {
      days: "Monday to Friday",
      time: "9:00 AM to 6:00 PM",
      opens: "09:00",
      closes: "18:00",
      dayCodes: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    },
    { days: "Saturday and Sunday", time: "Closed", dayCodes: ["Saturday", "Sunday"] },
  ],
  timeZone: SITE_TIME_ZONE,
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/resgatar-marketing" },
    { network: "Instagram", url: "https://www.instagram.com/resgatarmarketing" },
    { network: "Facebook", url: "" },
    { network: "X", url: "" },
  ] satisfies SocialProfile[],
  certifications: [
    { name: "Google Ads Certified", issuer: "Google" },
    { name: "Google Analytics Certified", issuer: "Google" },
    { name: "Meta Business Partner", issuer: "Meta" },
    { name: "TikTok Agency Partner", issuer: "TikTok" },
    { name: "Mailchimp Agency Partner", issuer: "Mailchimp" },
  ] satisfies Certification[],
} as const;

/** The social profiles that have an address; placeholders are never rendered. */
export function configuredSocialProfiles(): SocialProfile[] {
  return site.social.filter((profile) => profile.url.length > 0);
}
