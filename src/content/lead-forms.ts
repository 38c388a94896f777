/** What the contact and audit forms say, SPEC.md §8's texts among them. */

export const contactFormText = {
  heading: "Send us a message",
  intro: "Tell us about your business and what you want to grow. We answer every message within one business day.",
  labels: {
    name: "Name",
    email: "Email",
    company: "Company (optional)",
    phone: "Phone (optional)",
    message: "Message",
  },
  placeholders: {
    name: "Your name",
    email: "you@company.com",
    company: "Your company",
    phone: "(801) 555-0100",
    message: "How can we help?",
  },
  submit: "Send Message",
  submitting: "Sending...",
  successTitle: "Message sent!",
  successDescription: "We'll get back to you as soon as possible.",
  errorTitle: "Something went wrong",
  errorFallback: "Unable to send your message. Please try again later.",
  storageErrorPrefix: "Failed to submit your message: ",
} as const;

export const auditFormText = {
  heading: "Request your free audit",
  intro: "Four quick details and we will schedule a walk-through of your results.",
  labels: {
    businessName: "Business Name",
    name: "Your Name",
    email: "Email",
    phone: "Phone Number",
  },
  placeholders: {
    businessName: "Your business",
    name: "Your name",
    email: "you@company.com",
    phone: "(801) 555-0100",
  },
  submit: "Get My Free Audit",
  submitting: "Submitting...",
  successTitle: "Success!",
  successDescription: "We'll be in touch shortly to schedule your free audit.",
  successHomeLink: "Return to Home",
  errorTitle: "Error",
  errorFallback: "Something went wrong. Please try again.",
  storageErrorPrefix: "Failed to submit your audit request: ",
  /** The service every audit request is stored under (SPEC.md §3). */
  service: "Local Business Marketing Audit",
} as const;

/** Shared by both forms. */
export const leadFormText = {
  honeypotLabel: "Leave this field empty",
  storageErrorDetail: "our server could not save it just now. Please try again in a few minutes.",
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  tooLarge: "This request is too large. Please shorten your message and try again.",
  malformed: "This request could not be read. Please reload the page and try again.",
  crossSite: "This form can only be sent from our own website.",
} as const;
