import * as z from "zod/mini";
import {
  DAY_CODES,
  type DayHours,
  SOCIAL_NETWORKS,
  type SiteSettings,
  type SocialNetwork,
  phoneNumber,
} from "../site-settings";
import { type FieldErrors, UPLOADED_IMAGE, readTextField } from "./form-fields";

/**
 * /admin/settings: each field of the agency's settings checked, with a message beside the field
 * that is wrong (decision 194). The same checks run in the browser before sending and on the
 * server, which alone decides.
 */

export const MAX_CERTIFICATIONS = 12;
export const MIN_FOUNDED_YEAR = 1800;
export const MAX_LEAD_RETENTION_DAYS = 3650;

const TEXT_FIELDS = {
  name: { label: "Agency name", max: 80 },
  legalName: { label: "Legal name", max: 120 },
  tagline: { label: "Tagline", max: 120 },
  description: { label: "Description", max: 300 },
  locality: { label: "City or town", max: 80 },
  region: { label: "State or region", max: 80 },
  regionCode: { label: "State or region code", max: 10 },
  country: { label: "Country", max: 80 },
} as const;

const OPTIONAL_FIELDS = {
  street: { label: "Street address", max: 120 },
  postalCode: { label: "Postal code", max: 20 },
} as const;

/** Where each network's profiles live: the host itself or one of its subdomains (www., m.). */
export const SOCIAL_HOSTS: Record<SocialNetwork, string[]> = {
  LinkedIn: ["linkedin.com"],
  Instagram: ["instagram.com"],
  Facebook: ["facebook.com", "fb.com"],
  X: ["x.com", "twitter.com"],
  YouTube: ["youtube.com", "youtu.be"],
  TikTok: ["tiktok.com"],
};

export const hoursField = (kind: "opens" | "closes", day: string) => `${kind}-${day}`;
export const socialField = (network: SocialNetwork) => `social-${network}`;
export const certificationField = (part: "name" | "issuer", index: number) => `certification-${part}-${index}`;

/** Every field name of the form, in the order the screen shows them (for the first invalid field). */
export const siteSettingsFieldNames: string[] = [
  "name",
  "legalName",
  "tagline",
  "description",
  "foundedYear",
  "logo",
  "socialImage",
  "phone",
  "supportEmail",
  "street",
  "locality",
  "region",
  "regionCode",
  "postalCode",
  "country",
  "countryCode",
  ...DAY_CODES.flatMap((day) => [hoursField("opens", day), hoursField("closes", day)]),
  ...SOCIAL_NETWORKS.map(socialField),
  ...Array.from({ length: MAX_CERTIFICATIONS }, (_, i) => [
    certificationField("name", i),
    certificationField("issuer", i),
  ]).flat(),
  "notifyEmails",
  "leadRetentionDays",
];

/** The fields an environment variable sets: shown read-only, never taken from the form. */
export interface LockedFields {
  notifyEmails: boolean;
  leadRetentionDays: boolean;
}

const isEmail = (text: string) => z.email().safeParse(text).success;

/** A profile's address: https, on its network's own host. */
export function socialUrlError(network: SocialNetwork, text: string): string | undefined {
  const hosts = SOCIAL_HOSTS[network];
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `Enter the full address of the ${network} profile, starting with https://`;
  }
  if (url.protocol !== "https:") return `The ${network} address must start with https://`;
  const host = url.hostname.toLowerCase();
  if (!hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) {
    return `The ${network} address must be on ${hosts.join(" or ")}`;
  }
  return undefined;
}

/** The addresses of a comma-separated list, or the message for the first that is not one. */
export function emailList(text: string): { addresses: string[] } | { error: string } {
  const addresses = [
    ...new Set(
      text
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ];
  const wrong = addresses.find((address) => !isEmail(address));
  return wrong === undefined
    ? { addresses }
    : { error: `"${wrong}" is not an e-mail address (separate several addresses with commas)` };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The settings a submission asks for, or each wrong field's message. Locked fields keep the
 * current value; `thisYear` bounds the founding year.
 */
export function parseSiteSettings(
  data: FormData,
  current: SiteSettings,
  locked: LockedFields,
  thisYear = new Date().getFullYear(),
): { value: SiteSettings } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (name: string) => readTextField(data, name).trim();

  const texts = {} as Record<keyof typeof TEXT_FIELDS | keyof typeof OPTIONAL_FIELDS, string>;
  for (const [name, { label, max }] of Object.entries(TEXT_FIELDS)) {
    const value = text(name);
    if (!value) errors[name] = `Enter the ${label.toLowerCase()}`;
    else if (value.length > max) errors[name] = `${label} must be at most ${max} characters`;
    texts[name as keyof typeof TEXT_FIELDS] = value;
  }
  for (const [name, { label, max }] of Object.entries(OPTIONAL_FIELDS)) {
    const value = text(name);
    if (value.length > max) errors[name] = `${label} must be at most ${max} characters`;
    texts[name as keyof typeof OPTIONAL_FIELDS] = value;
  }

  const yearText = text("foundedYear");
  const foundedYear = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || foundedYear < MIN_FOUNDED_YEAR || foundedYear > thisYear) {
    errors.foundedYear = `Founding year must be a year from ${MIN_FOUNDED_YEAR} to ${thisYear}`;
  }

  const phone = text("phone");
  if (!phone) errors.phone = "Enter the phone number";
  else if (!phoneNumber(phone)) {
    errors.phone = "This number cannot be dialled: enter 10 digits, such as (801) 555-0134, or + and the country code";
  }

  const supportEmail = text("supportEmail");
  if (!isEmail(supportEmail)) errors.supportEmail = "Enter a valid e-mail address, such as support@example.com";

  const countryCode = text("countryCode").toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) errors.countryCode = "Country code must be two letters, such as US";

  const hours = {} as SiteSettings["hours"];
  for (const day of DAY_CODES) {
    const opensName = hoursField("opens", day);
    const closesName = hoursField("closes", day);
    const opens = text(opensName);
    const closes = text(closesName);
    let open: DayHours | null = null;
    if (opens || closes) {
      if (!TIME.test(opens)) errors[opensName] = `Enter when ${day} opens (HH:MM), or leave both times empty`;
      else if (!TIME.test(closes)) errors[closesName] = `Enter when ${day} closes (HH:MM), or leave both times empty`;
      else if (closes <= opens) errors[closesName] = `${day} must close after it opens`;
      else open = { opens, closes };
    }
    hours[day] = open;
  }

  const images = { logo: "The logo", socialImage: "The default social image" } as const;
  const chosen = {} as Record<keyof typeof images, string>;
  for (const [name, label] of Object.entries(images)) {
    const address = text(name);
    if (address && !UPLOADED_IMAGE.test(address)) {
      errors[name] = `${label} must be an uploaded image: choose one with Upload Image or Browse Images`;
    }
    chosen[name as keyof typeof images] = address;
  }

  const social = {} as SiteSettings["social"];
  for (const network of SOCIAL_NETWORKS) {
    const url = text(socialField(network));
    const error = url ? socialUrlError(network, url) : undefined;
    if (error) errors[socialField(network)] = error;
    social[network] = url;
  }

  const certifications: SiteSettings["certifications"] = [];
  for (let index = 0; index < MAX_CERTIFICATIONS; index++) {
    const name = text(certificationField("name", index));
    const issuer = text(certificationField("issuer", index));
    if (!name && !issuer) continue;
    if (!name) errors[certificationField("name", index)] = "Enter the certification's name, or clear its issuer";
    else if (name.length > 80)
      errors[certificationField("name", index)] = "Certification must be at most 80 characters";
    if (!issuer) errors[certificationField("issuer", index)] = `Enter who issued ${name || "the certification"}`;
    else if (issuer.length > 80) errors[certificationField("issuer", index)] = "Issuer must be at most 80 characters";
    certifications.push({ name, issuer });
  }

  let notifyEmails = current.notifyEmails;
  if (!locked.notifyEmails) {
    const list = emailList(text("notifyEmails"));
    if ("error" in list) errors.notifyEmails = list.error;
    else notifyEmails = list.addresses;
  }

  let leadRetentionDays = current.leadRetentionDays;
  if (!locked.leadRetentionDays) {
    const daysText = text("leadRetentionDays");
    leadRetentionDays = Number(daysText);
    if (!/^\d+$/.test(daysText) || leadRetentionDays < 1 || leadRetentionDays > MAX_LEAD_RETENTION_DAYS) {
      errors.leadRetentionDays = `Keep leads for a whole number of days from 1 to ${MAX_LEAD_RETENTION_DAYS.toLocaleString("en-US")}`;
    }
  }

  // In the order of the form, so that the first message is the first field with one.
  const wrong = siteSettingsFieldNames.filter((name) => errors[name] !== undefined);
  if (wrong.length) return { errors: Object.fromEntries(wrong.map((name) => [name, errors[name]])) };
  return {
    value: {
      name: texts.name,
      legalName: texts.legalName,
      tagline: texts.tagline,
      description: texts.description,
      foundedYear,
      phone,
      supportEmail,
      address: {
        street: texts.street,
        locality: texts.locality,
        region: texts.region,
        regionCode: texts.regionCode,
        postalCode: texts.postalCode,
        country: texts.country,
        countryCode,
      },
      hours,
      social,
      certifications,
      logo: chosen.logo,
      socialImage: chosen.socialImage,
      notifyEmails,
      leadRetentionDays,
    },
  };
}

/** What was typed in each field, to put back beside its message. */
export function typedSiteSettings(data: FormData): Record<string, string> {
  return Object.fromEntries(siteSettingsFieldNames.map((name) => [name, readTextField(data, name)]));
}

/** The form's fields for stored settings: what the screen shows before anything is typed. */
export function siteSettingsFormValues(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {
    name: settings.name,
    legalName: settings.legalName,
    tagline: settings.tagline,
    description: settings.description,
    foundedYear: String(settings.foundedYear),
    phone: settings.phone,
    supportEmail: settings.supportEmail,
    ...settings.address,
    logo: settings.logo,
    socialImage: settings.socialImage,
    notifyEmails: settings.notifyEmails.join(", "),
    leadRetentionDays: String(settings.leadRetentionDays),
  };
  for (const day of DAY_CODES) {
    values[hoursField("opens", day)] = settings.hours[day]?.opens ?? "";
    values[hoursField("closes", day)] = settings.hours[day]?.closes ?? "";
  }
  for (const network of SOCIAL_NETWORKS) values[socialField(network)] = settings.social[network];
  settings.certifications.forEach((certification, index) => {
    values[certificationField("name", index)] = certification.name;
    values[certificationField("issuer", index)] = certification.issuer;
  });
  return values;
}

/** The labels of the settings that differ, for the audit log ("Phone, Opening hours"). */
export function changedSettings(before: SiteSettings, after: SiteSettings): string[] {
  const labels: Record<keyof SiteSettings, string> = {
    name: "Agency name",
    legalName: "Legal name",
    tagline: "Tagline",
    description: "Description",
    foundedYear: "Founding year",
    phone: "Phone",
    supportEmail: "E-mail",
    address: "Address",
    hours: "Opening hours",
    social: "Social profiles",
    certifications: "Certifications",
    logo: "Logo",
    socialImage: "Default social image",
    notifyEmails: "Lead notifications",
    leadRetentionDays: "Lead retention",
  };
  return (Object.keys(labels) as (keyof SiteSettings)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => labels[key]);
}
