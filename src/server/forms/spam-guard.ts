import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PublicFormKind } from "@/lib/lead-forms";
import { getConfig } from "../config";
import { rateLimitSubject } from "../http/client-address";
import { hitRateLimit } from "../rate-limit";
import { getAppSecret } from "../secrets";

/**
 * Spam defence without a third party: a honeypot field people never see, and the time it
 * took to fill the form, measured from a stamp the server signed when it showed the form.
 */

export type SpamReason = "honeypot" | "missing-stamp" | "forged-stamp" | "too-fast" | "expired-stamp" | "shared-stamp";

/**
 * A stamp older than this was not fetched for this submission: a script that keeps one
 * stamp must come back for a fresh page every day. A person who leaves the form open longer
 * is still stored (apart, with the spam) and never lost.
 */
export const MAX_STAMP_AGE_MS = 24 * 60 * 60 * 1000;

async function sign(text: string): Promise<string> {
  return createHmac("sha256", await getAppSecret())
    .update(text)
    .digest("base64url");
}

/**
 * "<milliseconds>.<nonce>.<signature>": when the form was shown, signed for this form only. The
 * random nonce makes each render's stamp its own, so it also tells a retried submission of
 * this render from a new one (see leads.ts).
 */
export async function issueFormStamp(form: PublicFormKind, now = Date.now()): Promise<string> {
  const nonce = randomBytes(16).toString("base64url");
  return `${now}.${nonce}.${await sign(`form-stamp:${form}:${now}:${nonce}`)}`;
}

/**
 * How many clients (an address, or an IPv6 /64) may send with one stamp: a person sends from
 * one, or from a second when their address changes between two sends (a phone leaving Wi-Fi, a
 * browser retrying over IPv6). A script that fetched one stamp and sends it from many addresses
 * gets no further than that.
 */
export const MAX_CLIENTS_PER_STAMP = 2;

/**
 * Counts `ip`'s client among those that sent with this stamp (the database's counters, so every
 * process sees the same). Returns whether it is one of the first MAX_CLIENTS_PER_STAMP. The same
 * client again (a second message, or a retry whose answer was lost) is never counted twice.
 */
async function stampClientAllowed(stampNonce: string, ip: string, now: number): Promise<boolean> {
  const window = { windowMs: MAX_STAMP_AGE_MS, limit: 1 };
  const client = await hitRateLimit(
    `form-stamp:${stampNonce}:${await hashIp(rateLimitSubject(ip))}`,
    window,
    new Date(now),
  );
  if (client.count > 1) return true;
  const clients = await hitRateLimit(
    `form-stamp:${stampNonce}`,
    { ...window, limit: MAX_CLIENTS_PER_STAMP },
    new Date(now),
  );
  return clients.allowed;
}

/**
 * Why a submission looks automated, or null. A form drawn into a cached page (the newsletter)
 * cannot carry a stamp of its own, so it is judged on its honeypot alone. With `ip` (the
 * sender's address), a valid stamp is also bound to the clients that use it (see
 * MAX_CLIENTS_PER_STAMP): a further client's submission is "shared-stamp".
 */
export async function spamReason(
  form: PublicFormKind,
  fields: { honeypot: unknown; stamp: unknown },
  { now = Date.now(), stamped = true, ip }: { now?: number; stamped?: boolean; ip?: string } = {},
): Promise<SpamReason | null> {
  if (fields.honeypot !== "") return "honeypot";
  if (!stamped) return null;
  if (typeof fields.stamp !== "string" || !fields.stamp) return "missing-stamp";

  const match = /^(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/.exec(fields.stamp);
  if (!match) return "forged-stamp";
  const expected = Buffer.from(await sign(`form-stamp:${form}:${match[1]}:${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (!timingSafeEqual(expected, given)) return "forged-stamp";

  const age = now - Number(match[1]);
  if (age < getConfig().formMinFillMs) return "too-fast";
  if (age > MAX_STAMP_AGE_MS) return "expired-stamp";
  if (ip !== undefined && !(await stampClientAllowed(match[2]!, ip, now))) return "shared-stamp";
  return null;
}

/** A keyed hash of an IP address: the same sender is recognisable, the address is not kept. */
export async function hashIp(ip: string): Promise<string> {
  return sign(`ip:${ip}`);
}
