/** What the contact form says (docs/product.md, Contact form). Loaded in the browser: keep it to the form. */

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
