import type { ResolvedImage } from "./blog/resolved-image";
import { SITE_TIME_ZONE } from "./dates";

/**
 * The agency's settings as the owner edits them on /admin/settings (decision 194), and the facts
 * the site shows from them. Stored as one JSON value; a field the stored value lacks (one added
 * after it was saved) reads as its default.
 */

/** The settings' key in app_settings. */
export const SITE_SETTINGS_KEY = "site";

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

/** The logo's mark: an image of the media library, in the sizes and formats it is offered in. */
export interface LogoImage {
  src: string;
  image: ResolvedImage;
}

/** A link-preview card: the address, size and alt text crawlers are given. */
export interface SocialCard {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** The agency's facts as the pages, the structured data and the e-mails show them. */
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
  /** The logo's mark, when the owner chose one; the drawn lifebuoy otherwise. */
  logo?: LogoImage;
  /** The link-preview card of a page without its own, when the owner chose one; the drawn card otherwise. */
  socialImage?: SocialCard;
}

export interface DayHours {
  /** HH:MM, 24-hour. */
  opens: string;
  closes: string;
}

export interface SiteSettings {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  foundedYear: number;
  /** As visitors read it; the dialled number is worked out from it (`phoneNumber`). */
  phone: string;
  supportEmail: string;
  address: SiteFacts["address"];
  /** Each day's hours, or null when closed. */
  hours: Record<DayCode, DayHours | null>;
  /** Each network's address, empty when the agency has no profile there. */
  social: Record<SocialNetwork, string>;
  certifications: Certification[];
  /** An uploaded image's address (/uploads/…), or empty for the drawn lifebuoy. */
  logo: string;
  /** An uploaded image's address (/uploads/…), or empty for the drawn card (/opengraph-image). */
  socialImage: string;
  /** Who is told of a new lead; NOTIFY_EMAIL, when set, wins. */
  notifyEmails: string[];
  /** How long leads are kept; LEAD_RETENTION_DAYS, when set, wins. */
  leadRetentionDays: number;
}

/** Two years: long enough to follow up and to answer for a lead, short enough to keep little (decision 180). */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

function weeklyHours(groups: readonly OpeningHours[]): Record<DayCode, DayHours | null> {
  const week = Object.fromEntries(DAY_CODES.map((day) => [day, null])) as Record<DayCode, DayHours | null>;
  for (const group of groups) {
    for (const day of group.dayCodes) {
      week[day] = group.opens && group.closes ? { opens: group.opens, closes: group.closes } : null;
    }
  }
  return week;
}

/** The settings that show exactly `facts`: a new installation's, from src/content/site.ts. */
export function settingsOf(facts: SiteFacts): SiteSettings {
  return {
    name: facts.name,
    legalName: facts.legalName,
    tagline: facts.tagline,
    description: facts.description,
    foundedYear: facts.foundedYear,
    phone: facts.phone.display,
    supportEmail: facts.supportEmail,
    address: { ...facts.address },
    hours: weeklyHours(facts.hours),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, facts.social.find((p) => p.network === network)?.url ?? ""]),
    ) as Record<SocialNetwork, string>,
    certifications: facts.certifications.map((c) => ({ ...c })),
    // A new installation draws its lifebuoy and its card.
    logo: "",
    socialImage: "",
    notifyEmails: [],
    leadRetentionDays: DEFAULT_LEAD_RETENTION_DAYS,
  };
}

/**
 * The number a phone dials, from what the owner typed: digits with spaces, dots, dashes and
 * brackets; + and a country code, or ten digits of a North American number (with or without its
 * leading 1). Undefined when it cannot be dialled.
 */
export function phoneNumber(display: string): SiteFacts["phone"] | undefined {
  const text = display.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  let e164: string | undefined;
  if (text.startsWith("+")) e164 = digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  else if (digits.length === 10) e164 = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith("1")) e164 = `+${digits}`;
  return e164 && !/^\+1[01]/.test(e164) ? { display: text, href: `tel:${e164}`, e164 } : undefined;
}

/** "09:00" as "9:00 AM", "18:30" as "6:30 PM". */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

function daysLabel(days: DayCode[]): string {
  if (days.length === 1) return days[0]!;
  if (days.length === 2) return `${days[0]} and ${days[1]}`;
  return `${days[0]} to ${days.at(-1)}`;
}

/** Consecutive days with the same hours, as one line each: "Monday to Friday, 9:00 AM to 6:00 PM". */
export function openingHours(week: SiteSettings["hours"]): OpeningHours[] {
  const groups: { dayCodes: DayCode[]; hours: DayHours | null }[] = [];
  for (const day of DAY_CODES) {
    const hours = week[day];
    const last = groups.at(-1);
    if (last && last.hours?.opens === hours?.opens && last.hours?.closes === hours?.closes) last.dayCodes.push(day);
    else groups.push({ dayCodes: [day], hours });
  }
  return groups.map(({ dayCodes, hours }) =>
    hours
      ? {
          days: daysLabel(dayCodes),
          time: `${clockTime(hours.opens)} to ${clockTime(hours.closes)}`,
          opens: hours.opens,
          closes: hours.closes,
          dayCodes,
        }
      : { days: daysLabel(dayCodes), time: "Closed", dayCodes },
  );
}

/** The settings' images as the media library knows them; one it no longer holds is not drawn. */
export interface SiteImages {
  logo?: LogoImage;
  socialImage?: SocialCard;
}

/** What the pages, the structured data and the e-mails show. */
export function siteFactsOf(settings: SiteSettings, images: SiteImages = {}): SiteFacts {
  return {
    name: settings.name,
    legalName: settings.legalName,
    tagline: settings.tagline,
    description: settings.description,
    foundedYear: settings.foundedYear,
    // Saved numbers were checked; one written around the screen is shown and dialled as its digits.
    phone: phoneNumber(settings.phone) ?? {
      display: settings.phone,
      href: `tel:${settings.phone.replace(/[^\d+]/g, "")}`,
      e164: settings.phone.replace(/[^\d+]/g, ""),
    },
    supportEmail: settings.supportEmail,
    address: settings.address,
    hours: openingHours(settings.hours),
    timeZone: SITE_TIME_ZONE,
    social: SOCIAL_NETWORKS.map((network) => ({ network, url: settings.social[network] })),
    certifications: settings.certifications,
    ...images,
  };
}

/** A stored value over the defaults, field by field, so that a field added later reads as its default. */
export function withDefaults(defaults: SiteSettings, stored: Partial<SiteSettings>): SiteSettings {
  return {
    ...defaults,
    ...stored,
    address: { ...defaults.address, ...stored.address },
    hours: { ...defaults.hours, ...stored.hours },
    social: { ...defaults.social, ...stored.social },
  };
}
