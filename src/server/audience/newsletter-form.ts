import "server-only";
import { newsletterCopy } from "@/content/blog-pages";
import { INVALID_EMAIL, NewsletterSchema, newsletterFields } from "@/lib/validation/newsletter";
import { parseFields } from "@/lib/validation/form-fields";
import { type FormSource, type PublicForm, type PublicFormOutcome, submitPublicForm } from "../forms/public-form";
import { subscribeToNewsletter } from "./subscribers";

/** The words beside the form, recorded with each sign-up as the consent given. */
export const NEWSLETTER_CONSENT_TEXT = [
  newsletterCopy.heading,
  newsletterCopy.text,
  `${newsletterCopy.privacy} ${newsletterCopy.privacyLink}.`,
].join("\n");

/**
 * The blog's newsletter sign-up on the public-form pipeline. It sits in the blog's cached
 * pages, so it carries no fill-time stamp: its honeypot is its spam guard.
 */
const newsletterForm = (page: string): PublicForm<{ email: string }, object> => ({
  kind: "newsletter",
  validate: (source) => parseFields(NewsletterSchema, source, newsletterFields),
  rateLimit: { key: "newsletter", limit: 5, windowMs: 60 * 60_000 },
  stamped: false,
  texts: {
    malformed: INVALID_EMAIL,
    rateLimited: () => newsletterCopy.tooMany,
    storageFailed: newsletterCopy.failed,
  },
  async store({ email }, { spam, now }) {
    // A script is thanked like a person and nothing is kept. Every outcome reads the same ("check
    // your inbox"): the form does not reveal who is on the list.
    if (!spam) await subscribeToNewsletter(email, { page, text: NEWSLETTER_CONSENT_TEXT }, now);
    return {};
  },
});

/** `page`: where the form is, recorded with the consent; set by the page's action, not the browser. */
export function submitNewsletterSignUp(
  source: FormSource,
  client: { ip: string; page: string },
  now = new Date(),
): Promise<PublicFormOutcome<object>> {
  return submitPublicForm(newsletterForm(client.page), source, client, now);
}
