import "server-only";
import { HONEYPOT_FIELD, type PublicFormKind, STAMP_FIELD } from "@/lib/lead-forms";
import { type FieldErrors, type FormState, readFields, readTextField } from "@/lib/validation/form-fields";
import { rateLimitSubject } from "../http/client-address";
import { type RateLimitRule, hitRateLimit } from "../rate-limit";
import { type SpamReason, spamReason } from "./spam-guard";
import { getLogger } from "../ops/logger";

/**
 * The one pipeline behind every public form (contact, audit, newsletter), whichever way it
 * arrives (server action or JSON endpoint): validate, rate-limit, sort out spam, then hand the
 * values to the form's own store.
 */

export type FormSource = FormData | Record<string, unknown>;

/** A valid submission as the form's store receives it. */
export interface Submission {
  source: FormSource;
  ip: string;
  /** Set when the honeypot or the fill time gave a script away: keep it apart or drop it. */
  spam: SpamReason | null;
  /** The time the pipeline judged the submission at. */
  now: Date;
}

export interface PublicForm<T, R extends object> {
  kind: PublicFormKind;
  /** The form's shared schema: the values, or each field's message. */
  validate(source: FormSource): { value: T } | { errors: FieldErrors };
  /** Counted per IP address under `key`, for valid submissions only. */
  rateLimit: RateLimitRule & { key: string };
  /** Whether the page signs a stamp into the form for the minimum fill time. */
  stamped: boolean;
  texts: { malformed: string; rateLimited(retryAfterSeconds: number): string; storageFailed: string };
  store(value: T, submission: Submission): Promise<R>;
}

export type PublicFormOutcome<R extends object> =
  | ({ ok: true } & R)
  | { ok: false; status: 400; error: string; fieldErrors: FieldErrors }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number }
  | { ok: false; status: 503; error: string };

export async function submitPublicForm<T, R extends object>(
  form: PublicForm<T, R>,
  source: FormSource,
  client: { ip: string },
  now = new Date(),
): Promise<PublicFormOutcome<R>> {
  const parsed = form.validate(source);
  if ("errors" in parsed) {
    const error = Object.values(parsed.errors)[0] ?? form.texts.malformed;
    return { ok: false, status: 400, error, fieldErrors: parsed.errors };
  }

  try {
    const limit = await hitRateLimit(`${form.rateLimit.key}:${rateLimitSubject(client.ip)}`, form.rateLimit, now);
    if (!limit.allowed) {
      return {
        ok: false,
        status: 429,
        error: form.texts.rateLimited(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }

    const guard = readFields(source, [HONEYPOT_FIELD, STAMP_FIELD]);
    const spam = await spamReason(
      form.kind,
      { honeypot: guard[HONEYPOT_FIELD], stamp: guard[STAMP_FIELD] },
      { now: now.getTime(), stamped: form.stamped, ip: client.ip },
    );
    return { ok: true, ...(await form.store(parsed.value, { source, ip: client.ip, spam, now })) };
  } catch (err) {
    // The database is the only thing here that can fail: say so, without its internals.
    getLogger().error({ err: err }, `Could not store a ${form.kind} form submission:`);
    return { ok: false, status: 503, error: form.texts.storageFailed };
  }
}

/** What a form posted without JavaScript shows: the outcome, and on failure what was typed. */
export function formStateOf<K extends string>(
  outcome: PublicFormOutcome<object>,
  source: FormSource,
  names: readonly K[],
): FormState<K> {
  if (outcome.ok) return { status: "success" };
  return {
    status: "error",
    error: outcome.error,
    fieldErrors: outcome.status === 400 ? outcome.fieldErrors : {},
    values: Object.fromEntries(names.map((n) => [n, readTextField(source, n)])) as Partial<Record<K, string>>,
  };
}
