import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "../secrets";

/**
 * The links in a subscriber's e-mails: "<subscriber id>.<expiry in seconds>.<signature>",
 * signed with the app secret (decision 187). Nothing is stored: a confirmation link is bound to
 * the time its e-mail was queued, so a newer e-mail replaces it; an unsubscribe link is bound to
 * the row itself (its id, address and creation), so a deleted and re-added address gets new ones.
 */

export type TokenPurpose = "confirm" | "unsubscribe";

const HOUR_MS = 60 * 60 * 1000;
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 48 * HOUR_MS,
  // Long-lived: an unsubscribe link in an old e-mail must still work (RFC 8058).
  unsubscribe: 2 * 365 * 24 * HOUR_MS,
};

export interface TokenSubject {
  id: number;
  email: string;
  created_at: string;
  confirmation_sent_at: string | null;
}

const bound = (purpose: TokenPurpose, subject: TokenSubject) =>
  purpose === "confirm" ? String(subject.confirmation_sent_at) : subject.created_at;

async function signature(purpose: TokenPurpose, subject: TokenSubject, expires: number): Promise<string> {
  return createHmac("sha256", await getAppSecret())
    .update(`newsletter-${purpose}:${subject.id}:${expires}:${subject.email}:${bound(purpose, subject)}`)
    .digest("base64url");
}

/** A confirmation link runs from when its e-mail was queued; an unsubscribe link from now. */
export async function signToken(purpose: TokenPurpose, subject: TokenSubject, now = new Date()): Promise<string> {
  const from =
    purpose === "confirm" && subject.confirmation_sent_at ? Date.parse(subject.confirmation_sent_at) : now.getTime();
  const expires = Math.floor((from + TOKEN_LIFETIME_MS[purpose]) / 1000);
  return `${subject.id}.${expires}.${await signature(purpose, subject, expires)}`;
}

/** The subscriber id a token names, before its signature is checked; undefined when malformed. */
export function tokenSubscriberId(token: unknown): number | undefined {
  if (typeof token !== "string") return undefined;
  const match = /^(\d{1,12})\.(\d{1,12})\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** "valid", "expired" (signed for this subscriber, but too old), or "invalid" (altered, replaced, not ours). */
export async function checkToken(
  purpose: TokenPurpose,
  token: string,
  subject: TokenSubject,
  now = new Date(),
): Promise<"valid" | "expired" | "invalid"> {
  const [id, expires, given] = token.split(".");
  if (Number(id) !== subject.id || !given) return "invalid";
  const expected = Buffer.from(await signature(purpose, subject, Number(expires)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return "invalid";
  return Number(expires) * 1000 < now.getTime() ? "expired" : "valid";
}
