import * as z from "zod/mini";
import {
  CLICK_ID_KINDS,
  VISIT_SOURCE_BOUNDS,
  VISIT_SOURCE_KEYS,
  type VisitSource,
  type VisitSourceKey,
  visitSourceField,
} from "../attribution/visit-source";
import { isSiteLocalPath } from "../security/local-path";
import { readFields } from "./form-fields";

/**
 * A lead's source as a submission carries it, checked like any other input but never refused:
 * a value that is missing, not text, too long or of the wrong shape is simply not recorded,
 * and the lead is stored with the rest (docs/product.md, "A lead's source").
 */

const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !CONTROL_CHARACTERS.test(value)),
  );

/** A path of this site; its query and fragment are dropped (they may carry anything). */
const sitePath = z
  .pipe(
    text(VISIT_SOURCE_BOUNDS.path),
    z.transform((value) => value.split(/[?#]/, 1)[0]!),
  )
  .check(z.refine((path) => isSiteLocalPath(path) && !/\s/.test(path)));

const host = z
  .pipe(
    text(VISIT_SOURCE_BOUNDS.host),
    z.transform((value) => value.toLowerCase()),
  )
  .check(z.regex(HOST_NAME));

const tag = text(VISIT_SOURCE_BOUNDS.tag);

const VisitSourceValues: { [K in VisitSourceKey]: z.ZodMiniType<VisitSource[K]> } = {
  landing_page: sitePath,
  referrer_host: host,
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  utm_term: tag,
  utm_content: tag,
  click_id_kind: z.enum(CLICK_ID_KINDS),
  form_page: sitePath,
};

/** Each value checked on its own: one that does not pass is null, and the others stand. */
export function parseVisitSource(values: Partial<Record<VisitSourceKey, unknown>>): VisitSource {
  return Object.fromEntries(
    VISIT_SOURCE_KEYS.map((key) => [key, VisitSourceValues[key].safeParse(values[key]).data ?? null]),
  ) as unknown as VisitSource;
}

/** The hidden fields that carry a lead's source, in the order of VISIT_SOURCE_KEYS. */
export const VISIT_SOURCE_FIELDS = VISIT_SOURCE_KEYS.map(visitSourceField);

/** The source fields of a submission (FormData or parsed JSON), as the lead forms post them. */
export function readVisitSource(source: FormData | Record<string, unknown>): VisitSource {
  const fields = readFields(source, VISIT_SOURCE_FIELDS);
  return parseVisitSource(Object.fromEntries(VISIT_SOURCE_KEYS.map((key) => [key, fields[visitSourceField(key)]])));
}
