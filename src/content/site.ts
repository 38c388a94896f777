import { SITE_TIME_ZONE } from "@/lib/dates";

/**
 * Facts about the agency, shown in the header, footer, contact page, legal pages, e-mails and
 * structured data. The owner edits them on /admin/settings (decision 194); these are what a new
 * installation shows until then, and what the settings screen starts from.
 */

export const SOCIAL_NETWORKS = ["LinkedIn", "Instagram", "Facebook", "X", "YouTube", "TikTok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialProfile {
  network: SocialNetwork;
  /** Leave empty to hide the link: only configured profiles are shown. */
  url: string;
}

export interface Certification {
  name: string;
  issuer: string;
}

export const DAY_CODES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type DayCode = (typeof DAY_CODES)[number];

/** Days that share their hours, as visitors read them; `opens` and `closes` (HH:MM) only when open. */
export interface OpeningHours {
  days: string;
  time: string;
  dayCodes: DayCode[];
  opens?: string;
  closes?: string;
}

export interface SiteFacts {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  foundedYear: number;
  phone: { display: string; href: string; e164: string };
  supportEmail: string;
  address: {
    /** Empty when the agency shows no street address. */
    street: string;
    locality: string;
    region: string;
    regionCode: string;
    /** Empty when the agency shows no postal code. */
    postalCode: string;
    country: string;
    countryCode: string;
  };
  hours: OpeningHours[];
  timeZone: string;
  social: SocialProfile[];
  certifications: Certification[];
}

export const site: SiteFacts = {
  name: "Resgatar Marketing",
  legalName: "Resgatar Marketing LLC",
  tagline: "Digital marketing that rescues local growth",
  description:
    "Resgatar Marketing is a Salt Lake City digital marketing agency helping Utah businesses grow with local SEO, PPC, email, social media, AI consulting and fast websites.",
  foundedYear: 2012,
  phone: { display: "(801) 555-0134", href: "tel:+18015550134", e164: "+18015550134" },
  supportEmail: "support@resgatarmarketing.com",
  address: {
    street: "",
    locality: "Salt Lake City",
    region: "Utah",
    regionCode: "UT",
    postalCode: "",
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
  ],
  certifications: [
    { name: "Google Ads Certified", issuer: "Google" },
    { name: "Google Analytics Certified", issuer: "Google" },
    { name: "Meta Business Partner", issuer: "Meta" },
    { name: "TikTok Agency Partner", issuer: "TikTok" },
    { name: "Mailchimp Agency Partner", issuer: "Mailchimp" },
  ],
};

/** The social profiles that have an address; placeholders are never rendered. */
export function configuredSocialProfiles(agency: SiteFacts = site): SocialProfile[] {
  return agency.social.filter((profile) => profile.url.length > 0);
}
