import { PAGE_VIEW_RETENTION_DAYS } from "@/lib/attribution/periods";
import type { SiteFacts } from "@/lib/site-settings";
import type { LegalDocument } from "./types";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "two years (730 days)", "one year (365 days)", "90 days": whole years in words, with the days. */
export function retentionPeriod(days: number): string {
  const years = days / 365;
  if (!Number.isInteger(years)) return `${days} ${days === 1 ? "day" : "days"}`;
  const count = NUMBER_WORDS[years] ?? String(years);
  return `${count} ${years === 1 ? "year" : "years"} (${days} days)`;
}

/**
 * The policy in the words of the agency's settings (a new installation's by default), stating how
 * long leads are kept; the page reads both on each request.
 */
export const privacyPolicy = ({
  leadRetentionDays,
  agency,
}: {
  leadRetentionDays: number;
  agency: SiteFacts;
}): LegalDocument => ({
  title: "Privacy Policy",
  path: "/privacy-policy",
  description: `How ${agency.name} collects, uses and protects the personal information you share through our website and services.`,
  intro: `${agency.legalName} ("${agency.name}", "we", "us") respects your privacy. This policy explains what personal information we collect when you visit our website or work with us, why we collect it, and the choices you have. It applies to this website and to the marketing services we provide from ${agency.address.locality}, ${agency.address.region}.`,
  sections: [
    {
      heading: "Information we collect",
      paragraphs: ["We collect only what we need to answer you and to deliver our services:"],
      list: [
        "Details you give us in our contact and free audit forms: your name, e-mail address, phone number, company or business name, the service you are interested in and your message.",
        "With those details, how you found us: the first page you opened on this site, the name of the site that sent you there (not the address of its page), the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content), whether you came from an ad click on Google, Microsoft or Facebook (which one only, never the click's identifier) and the page you sent the form from. While you browse, your browser keeps this in the session storage of its tab, not in a cookie; it reaches us only with a form you send, and your browser forgets it when you close the tab.",
        "How many times each page of this site is viewed each day. Our server counts the views itself, without cookies and without keeping anything about you: no IP address, no browser details, no time of day, just the page and the date. Programs that announce themselves as automated are not counted.",
        "Your e-mail address when you sign up for our newsletter, with when and where you signed up and the words you agreed to. We first send one e-mail asking you to confirm; an address that is not confirmed within a week is deleted. Every newsletter e-mail has a link to unsubscribe in one click.",
        "Information you share while we work together, such as account access for advertising, analytics or website platforms, and the business details needed to plan a campaign.",
        "Technical information sent by your browser when you use the site, such as your IP address, browser type and the pages you visit. We use the IP address to stop spam and abuse of our forms.",
        "If analytics are enabled on this site, anonymous usage statistics about how visitors find and use our pages.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: ["We use personal information to:"],
      list: [
        "reply to your questions and prepare the free audit or proposal you asked for;",
        "provide, manage and bill the services you buy from us;",
        "protect our forms and systems against spam, fraud and misuse;",
        "understand which pages are useful so we can improve the site;",
        "meet our legal, tax and accounting obligations.",
      ],
    },
    {
      heading: "How we share information",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with service providers who help us run the business, such as our website host, our e-mail provider and, when enabled, Google reCAPTCHA (to tell people from bots) and Google Analytics (to measure visits). These providers may use the information only to perform services for us.",
        "We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a merger or sale of our business, in which case this policy continues to apply.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `We keep what you send through our contact and audit forms, with how you found us, for ${retentionPeriod(leadRetentionDays)}, then delete it automatically, together with the e-mail notifications about it. Daily counts of page views are kept for ${retentionPeriod(PAGE_VIEW_RETENTION_DAYS)}, then deleted automatically. Client records are kept for as long as the law requires. When other information is no longer needed we delete it or make it anonymous. You may ask us to delete your information sooner at any time.`,
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You may ask us to show you the personal information we hold about you, to correct it, or to delete it, and you may opt out of marketing e-mail at any time. Residents of Utah and other states with consumer privacy laws have these rights under those laws. To make a request, e-mail ${agency.supportEmail} or call ${agency.phone.display}. We will answer within 45 days.`,
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        "Our website and services are meant for businesses and are not directed to children under the age of 13. We do not knowingly collect personal information from children under 13. If you believe a child has sent us personal information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect personal information with encrypted connections, restricted access to our systems and strong passwords stored only in hashed form. No method of transmission or storage is completely secure, but we work to protect your information and will tell you if a breach affects it as the law requires.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: ["Our Cookie Policy explains which cookies this site uses and how to control them."],
      link: { label: "How to control cookies", href: "/cookie-policy#how-to-control-cookies" },
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy as our services or the law change. The date at the top of this page shows when it was last updated; significant changes will also be announced on this site.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        `Questions about this policy: ${agency.legalName}, ${agency.address.locality}, ${agency.address.region}, ${agency.address.country}; e-mail ${agency.supportEmail}; phone ${agency.phone.display}.`,
      ],
    },
  ],
});
