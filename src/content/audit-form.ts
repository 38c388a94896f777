/** What the free-audit form says (docs/product.md, Free audit form). Loaded in the browser: keep it to the form. */

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
  /** The service every audit request is stored under. */
  service: "Local Business Marketing Audit",
} as const;
