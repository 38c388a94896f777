/**
 * What a lead records of the visit that brought it (docs/product.md, "A lead's source"): the
 * first page of the visit, the site that sent it, its campaign tags, the kind of ad click, and
 * the page the form was sent from. Nothing that tells one visitor from another.
 */

/** Ad platforms' click parameters: only which one was present is kept, never its value. */
export const CLICK_ID_KINDS = ["gclid", "msclkid", "fbclid"] as const;
export type ClickIdKind = (typeof CLICK_ID_KINDS)[number];

export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** A lead's source, one value a column of contact_submissions; null when it is not known. */
export interface VisitSource {
  landing_page: string | null;
  /** The referring site's host name ("www.google.com"), never its address. */
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  click_id_kind: ClickIdKind | null;
  form_page: string | null;
}

export type VisitSourceKey = keyof VisitSource;

export const VISIT_SOURCE_KEYS = [
  "landing_page",
  "referrer_host",
  ...UTM_PARAMETERS,
  "click_id_kind",
  "form_page",
] as const satisfies readonly VisitSourceKey[];

/** The hidden form field that carries each value, as the lead forms post it: the key after this. */
export const VISIT_SOURCE_FIELD_PREFIX = "source_";
export const visitSourceField = <K extends VisitSourceKey>(key: K) => `${VISIT_SOURCE_FIELD_PREFIX}${key}` as const;
export type VisitSourceField = ReturnType<typeof visitSourceField<VisitSourceKey>>;

/** Longer values are not recorded: a real page address or campaign tag is far shorter. */
export const VISIT_SOURCE_BOUNDS = { path: 500, host: 253, tag: 200 } as const;

export const UNKNOWN_SOURCE: VisitSource = {
  landing_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  click_id_kind: null,
  form_page: null,
};
