import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PublicFormKind } from "@/lib/lead-forms";
import { getConfig } from "../config";
import { getAppSecret } from "../secrets";

/**
 * Spam defence without a third party: a honeypot field people never see, and the time it
 * took to fill the form, measured from a stamp the server signed when it showed the form.
 */

export type SpamReason = "honeypot" | "missing-stamp" | "forged-stamp" | "too-fast" | "expired-stamp";

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
 * Why a submission looks automated, or null. A form drawn into a cached page (the newsletter)
 * cannot carry a stamp of its own, so it is judged on its honeypot alone.
 */
export async function spamReason(
  form: PublicFormKind,
  fields: { honeypot: unknown; stamp: unknown },
  { now = Date.now(), stamped = true }: { now?: number; stamped?: boolean } = {},
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
  return age > MAX_STAMP_AGE_MS ? "expired-stamp" : null;
}

/** A keyed hash of an IP address: the same sender is recognisable, the address is not kept. */
export async function hashIp(ip: string): Promise<string> {
  return sign(`ip:${ip}`);
}
