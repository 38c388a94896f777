import type { SiteFacts } from "@/lib/site-settings";
import { site } from "../site";
import type { LegalDocument } from "./types";

/** The document in the words of the agency's settings. */
export const termsOfServiceFor = (agency: SiteFacts): LegalDocument => ({
  title: "Terms of Service",
  path: "/terms-of-service",
  description: `The terms that govern the use of the ${agency.name} website and the marketing services we provide.`,
  intro: `These terms govern your use of this website and any services you buy from ${agency.legalName} ("${agency.name}", "we", "us"). By using the site or our services you agree to them. A signed proposal or service agreement takes precedence over these terms where the two differ.`,
  sections: [
    {
      heading: "Our services",
      paragraphs: [
        "We provide digital marketing services, including search engine optimization, pay-per-click advertising management, e-mail marketing, social media marketing, content strategy, AI and strategic consulting, website development, website hosting and IT support. The scope, deliverables and fees of each engagement are set out in a proposal or statement of work that both parties accept.",
      ],
    },
    {
      heading: "Fees and price changes",
      paragraphs: [
        "Fees are due as stated in your proposal. Advertising spend paid to platforms such as Google or Meta is separate from our management fees unless the proposal says otherwise.",
        "We may change our prices by giving you at least 30 days' written notice. The new prices apply from the first billing period that starts after the notice period ends. If you do not accept a change you may end the service under the termination terms below before it takes effect.",
      ],
    },
    {
      heading: "Your responsibilities",
      paragraphs: ["To let us do our work, you agree to:"],
      list: [
        "give us accurate information and timely access to the accounts, content and approvals we need;",
        "make sure the materials you give us (logos, images, text, customer lists) are yours to use and do not infringe anyone's rights;",
        "comply with the policies of the advertising and social platforms on which we run campaigns for you;",
        "obtain any consent the law requires before we send marketing e-mail to your contacts.",
      ],
    },
    {
      heading: "Results",
      paragraphs: [
        "Search rankings, advertising performance and other marketing results depend on factors outside our control, such as search engine algorithms, platform policies, competition and market conditions. Figures on this website describe past results and industry averages; they are not a promise of future results.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "When you have paid in full, you own the final deliverables we create specifically for you, such as website designs, written content and ad creative. We keep ownership of our pre-existing tools, templates, methods and know-how, and we may show non-confidential work in our portfolio unless you ask us not to. The content of this website belongs to us and may not be copied without permission.",
      ],
    },
    {
      heading: "Term and termination",
      paragraphs: [
        "Either party may end an ongoing service at any time by giving the other at least 30 days' written notice. Fees for work done and commitments made up to the end of the notice period remain due. We may suspend services immediately if invoices are more than 30 days overdue or if continuing would break the law or a platform's policies.",
        "When a service ends we will hand over the account access and deliverables you are entitled to.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, our total liability arising out of or relating to our services or this website is limited to the fees you paid us in the 12 months before the event that gave rise to the claim. We are not liable for indirect, incidental, special or consequential damages, such as lost profits, lost revenue or lost data, even if we were told they were possible.",
      ],
    },
    {
      heading: "Indemnity",
      paragraphs: [
        "You agree to defend and indemnify us against claims arising from materials you provided or from your breach of these terms.",
      ],
    },
    {
      heading: "Use of this website",
      paragraphs: [
        "You may not misuse this website: do not try to break into it, overload it, send spam through its forms or use it for anything unlawful. The site is provided as is, and we may change or withdraw any part of it.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        `These terms are governed by the laws of the State of ${agency.address.region}. Any dispute will be resolved in the state or federal courts located in Salt Lake County, ${agency.address.region}.`,
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top of this page shows when they were last updated. Changes that affect an ongoing engagement take effect after 30 days' notice.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [`Questions about these terms: e-mail ${agency.supportEmail} or call ${agency.phone.display}.`],
    },
  ],
});

/** As a new installation shows it. */
export const termsOfService = termsOfServiceFor(site);
