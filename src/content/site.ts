import { SITE_TIME_ZONE } from "@/lib/dates";
import { type SiteFacts, type SocialProfile, settingsOf } from "@/lib/site-settings";

/**
 * Facts about the agency, shown in the header, footer, contact page, legal pages, e-mails and
 * structured data. The owner edits them on /admin/settings (decision 194); these are what a new
 * installation shows until then, and what the settings screen starts from.
 */

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

/** What the settings screen starts from, and what a field the stored settings lack reads as. */
export const defaultSiteSettings = settingsOf(site);

/** The social profiles that have an address; placeholders are never rendered. */
export function configuredSocialProfiles(agency: SiteFacts): SocialProfile[] {
  return agency.social.filter((profile) => profile.url.length > 0);
}
