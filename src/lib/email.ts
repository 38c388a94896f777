/**
 * An e-mail address as the site stores and compares it: trimmed and in lower case, so that
 * "Ana@Example.com " and "ana@example.com" are one account, one subscriber, one person.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
