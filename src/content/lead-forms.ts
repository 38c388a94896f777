/** What the server answers either form when it cannot take a submission. */
export const leadFormText = {
  storageErrorDetail: "our server could not save it just now. Please try again in a few minutes.",
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
  tooLarge: "This request is too large. Please shorten your message and try again.",
  malformed: "This request could not be read. Please reload the page and try again.",
  crossSite: "This form can only be sent from our own website.",
} as const;
