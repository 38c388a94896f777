/** The newsletter's confirm and unsubscribe pages, and the e-mails that link to them. */

export const newsletterMailCopy = {
  subject: (siteName: string) => `Please confirm your subscription to the ${siteName} newsletter`,
  intro: (siteName: string) =>
    `Someone, probably you, asked to receive the ${siteName} newsletter at this address. To confirm, open this link and press "Confirm":`,
  validFor: "The link works for 48 hours.",
  notYou: "If you did not ask for this, ignore this e-mail: you will not hear from us again.",
  unsubscribe: "Don't want these e-mails? Unsubscribe:",
};

export const confirmPageCopy = {
  title: "Confirm your subscription",
  ready: (email: string) => `Press "Confirm" to receive our newsletter at ${email}.`,
  button: "Confirm",
  confirmed: "Subscription confirmed",
  confirmedText: "Thank you! You'll get an e-mail from us when the next article is published.",
  used: "This link has already been used: this address is already confirmed or unsubscribed. Nothing was changed.",
  expired:
    "This confirmation link has expired. Nothing was changed. Please sign up again on our blog to get a new link.",
  invalid:
    "This confirmation link is not valid: it may have been altered, or a newer e-mail replaced it. Nothing was changed.",
};

export const unsubscribePageCopy = {
  title: "Unsubscribe from the newsletter",
  ready: (email: string) => `Press "Unsubscribe" to stop receiving our newsletter at ${email}.`,
  button: "Unsubscribe",
  done: "You're unsubscribed",
  doneText: (email: string) => `We will send no more newsletters to ${email}.`,
  used: (email: string) => `This address (${email}) is already unsubscribed. Nothing was changed.`,
  expired: "This unsubscribe link has expired. Nothing was changed. Please use the link in a more recent e-mail.",
  invalid: "This unsubscribe link is not valid: it may have been altered. Nothing was changed.",
  backToBlog: "Back to the blog",
};
