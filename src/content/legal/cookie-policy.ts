import type { SiteFacts } from "@/lib/site-settings";
import { site } from "../site";
import type { LegalDocument } from "./types";

/** The document in the words of the agency's settings. */
export const cookiePolicyFor = (agency: SiteFacts): LegalDocument => ({
  title: "Cookie Policy",
  path: "/cookie-policy",
  description: `Which cookies the ${agency.name} website uses, why, and how you can control them.`,
  intro: `Cookies are small text files a website stores in your browser. This policy explains the few cookies ${agency.name} uses on this website and how you can control them.`,
  sections: [
    {
      heading: "Cookies that are strictly necessary",
      paragraphs: [
        "When our staff sign in to the private admin area, a session cookie keeps them signed in. It is sent only over secure connections, cannot be read by scripts, and expires when the session ends. Visitors who do not sign in never receive it.",
      ],
    },
    {
      heading: "Security cookies",
      paragraphs: [
        "When our forms are protected by Google reCAPTCHA, Google may set cookies to tell people from automated programs. These cookies are governed by Google's privacy policy and are used only for security.",
      ],
    },
    {
      heading: "Analytics cookies",
      paragraphs: [
        "When analytics are enabled, Google Analytics sets cookies (named _ga and _ga_ followed by an identifier) that count visits and show how visitors use our pages. The information is aggregated and does not identify you by name. We use it only to improve the site.",
      ],
    },
    {
      heading: "Session storage instead of a cookie",
      paragraphs: [
        "To tell which pages, searches and campaigns bring us enquiries, our pages keep in your browser's session storage where your visit began: the first page, the name of the site that sent you, the campaign tags of the link you followed and whether it was an ad click. It is not a cookie: it is never sent to us by itself, only inside a contact or audit form you choose to send, and your browser deletes it when you close the tab. The privacy policy says how long we keep it with your enquiry.",
      ],
    },
    {
      heading: "What we do not use",
      paragraphs: [
        "We do not use advertising or cross-site tracking cookies on this website, and we do not sell information collected by cookies.",
      ],
    },
    {
      heading: "How to control cookies",
      paragraphs: [
        "You can block or delete cookies in your browser settings. Blocking strictly necessary cookies stops the admin sign-in from working; blocking analytics cookies does not affect how the site works for you. You can also install Google's browser add-on to opt out of Google Analytics.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we start using other cookies we will update this policy. The date at the top of this page shows when it was last updated.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [`Questions about cookies: e-mail ${agency.supportEmail} or call ${agency.phone.display}.`],
    },
  ],
});

/** As a new installation shows it. */
export const cookiePolicy = cookiePolicyFor(site);
