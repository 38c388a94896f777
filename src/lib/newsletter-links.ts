/**
 * The pages the links in a subscriber's e-mails open. Each answers GET with a page and a button;
 * a POST to the same address (the button, or a mail program's one-click unsubscribe, RFC 8058)
 * is rewritten by the proxy to its endpoint, which needs no cookie, token field or script.
 */
export const newsletterLinks = {
  confirm: { page: "/newsletter/confirm", endpoint: "/api/newsletter/confirm" },
  unsubscribe: { page: "/newsletter/unsubscribe", endpoint: "/api/newsletter/unsubscribe" },
} as const;

/** The endpoint a POST to one of those pages goes to; undefined for every other path. */
export function newsletterEndpointOf(pathname: string): string | undefined {
  return Object.values(newsletterLinks).find((link) => link.page === pathname)?.endpoint;
}

/** The largest body those endpoints take: they read none, a one-click POST sends 26 bytes. */
export const MAX_NEWSLETTER_LINK_BODY_BYTES = 1024;
