import type { ColumnType, Generated } from "kysely";
import type { ClickIdKind } from "@/lib/attribution/visit-source";
import type { StoredPost } from "@/lib/blog/types";
import type { LeadFormKind } from "@/lib/lead-forms";
import type { LeadStatus } from "@/lib/lead-pipeline";

/** Timestamps are ISO-8601 strings on both dialects (see dialect.ts). */
type Timestamp = ColumnType<string, string | undefined, string>;

/** Text that the table defaults to "" when a row is stored without it. */
type DefaultedText = ColumnType<string, string | undefined, string>;

/** The blog form's fields (see StoredPost) with the table's own id and timestamps. */
export interface BlogPostsTable extends Omit<
  StoredPost,
  | "id"
  | "tags"
  | "status"
  | "published_at"
  | "updated_at"
  | "meta_title"
  | "meta_description"
  | "social_image"
  | "canonical_url"
  | "noindex"
> {
  id: Generated<number>;
  status: ColumnType<StoredPost["status"], StoredPost["status"] | undefined, StoredPost["status"]>;
  /** Null only for a draft that has no date yet. */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
  meta_title: DefaultedText;
  meta_description: DefaultedText;
  social_image: DefaultedText;
  canonical_url: DefaultedText;
  noindex: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One save of a post (src/server/blog/revisions.ts owns it). */
export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  created_at: Timestamp;
  /** The admin's e-mail; null for a write from a script. */
  actor: string | null;
  /** JSON: the names of the fields the save changed. */
  changed: string;
  /** JSON: every field of the post as saved. */
  fields: string;
}

export interface ContactSubmissionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  service: string | null;
  recaptcha_token: string | null;
  recaptcha_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  /** Failed the honeypot or the fill-time check: kept for the inbox's spam view, never notified. */
  is_spam: ColumnType<boolean, boolean | undefined, boolean>;
  spam_reason: string | null;
  /** HMAC of the sender's IP address under the app secret. */
  ip_hash: string | null;
  /** When an admin read it; null while unread. */
  read_at: string | null;
  /** The form render's stamp and the fields, hashed: the same submission sent again is stored once. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the lead stands in the pipeline (src/server/leads/pipeline.ts). */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** The form it came from. */
  form: ColumnType<LeadFormKind, LeadFormKind | undefined, LeadFormKind>;
  /** How the visit came (src/lib/attribution/visit-source.ts); null where it is not known. */
  landing_page: NullableText;
  referrer_host: NullableText;
  utm_source: NullableText;
  utm_medium: NullableText;
  utm_campaign: NullableText;
  utm_term: NullableText;
  utm_content: NullableText;
  click_id_kind: ColumnType<ClickIdKind | null, ClickIdKind | null | undefined, ClickIdKind | null>;
  form_page: NullableText;
}

/** A text column that may be left out of an insert. */
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** A lead's history: status changes and notes (src/server/leads/pipeline.ts owns it). */
export interface LeadEventsTable {
  id: Generated<number>;
  submission_id: number;
  created_at: Timestamp;
  /** The admin's e-mail. */
  actor: string;
  kind: "status" | "note";
  status: LeadStatus | null;
  note: string | null;
}

/**
 * pending: waiting for its next attempt (attempts > 0 means it failed before, see last_error);
 * sending: claimed by a worker until locked_until; sent; failed: gave up after the last attempt.
 */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

/**
 * What an outbox row delivers: a lead's e-mail notification or its POST to the CRM webhook.
 * Values are only ever added (a newsletter's confirmation e-mail may join them).
 */
export type OutboxChannel = "lead-email" | "lead-webhook" | "subscriber-email";

/** The outbox: one row per thing to deliver, at most one per lead and channel. */
export interface EmailOutboxTable {
  id: Generated<number>;
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, OutboxChannel>;
  /** The lead it is about; null only for rows of channels that are not about a lead. */
  submission_id: number | null;
  /** The newsletter subscriber a "subscriber-email" row is for; null on every other channel. */
  subscriber_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

/**
 * One row: raised by triggers on every write to blog_posts, blog_terms, blog_post_tags, redirects, media, testimonials,
 * people and case_studies (see the migrations).
 */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export type SubscriberState = "unconfirmed" | "confirmed" | "unsubscribed";

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
  state: ColumnType<SubscriberState, SubscriberState | undefined, SubscriberState>;
  /** The latest confirmation e-mail; its link is bound to this time. */
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** When, on which page and to which words the latest sign-up agreed. */
  consent_at: string | null;
  consent_page: string | null;
  consent_text: string | null;
}

/** One entry of the audit log (src/server/auth/audit-log.ts owns it). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  object_label: string | null;
  ip_address: string | null;
}

/** An old address and where it leads now (src/server/blog/redirects.ts owns it). */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_target: string;
  kind: "automatic" | "manual";
  created_at: Timestamp;
}

/** An address visitors asked for that no page answers (src/server/http/not-found-log.ts owns it). */
export interface NotFoundLogTable {
  path: string;
  count: number;
  last_seen_at: string;
  referrer: string | null;
}

/**
 * A category's or a tag's address and description (src/server/blog/taxonomy.ts owns it). A
 * category is named by its posts' `category` text; its row exists once it is described.
 */
export interface BlogTermsTable {
  id: Generated<number>;
  kind: "category" | "tag";
  name: string;
  slug: string;
  description: DefaultedText;
  created_at: Timestamp;
}

/** Which posts carry which tag. */
export interface BlogPostTagsTable {
  post_id: number;
  term_id: number;
}

/** An uploaded image in the media library (src/server/media/library.ts owns it), keyed by its stored name. */
export interface MediaTable {
  name: string;
  alt: DefaultedText;
  caption: DefaultedText;
  width: number;
  height: number;
  bytes: number;
  content_type: string;
  created_at: Timestamp;
}

/** A client's testimonial (src/server/content/testimonials.ts owns it). */
export interface TestimonialsTable {
  id: Generated<number>;
  quote: string;
  person: string;
  role: DefaultedText;
  company: DefaultedText;
  /** An uploaded image's address ("/uploads/…"), or "" for none. */
  photo: DefaultedText;
  /** Stars out of five; null shows none. */
  rating: number | null;
  /** The day it was given, "2025-02-18". */
  given_on: string;
  /** JSON: the services it is tagged with. */
  tags: DefaultedText;
  /** JSON: the paths of the pages it is shown on ("/", "/seo", "/case-studies/mld"). */
  shown_on: DefaultedText;
  /** Its place in the order the admin chose, smallest first. */
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One of the agency's people (src/server/content/people.ts owns it; decision 197). */
export interface PeopleTable {
  /** The author page's address, "/author/{id}"; it never changes. */
  id: string;
  /** Unique: a post names its author by it. */
  name: string;
  role: DefaultedText;
  short_bio: DefaultedText;
  /** Markdown. */
  long_bio: DefaultedText;
  /** An uploaded image ("/uploads/…") or one of the site's own ("/images/…"); "" for none. */
  photo: DefaultedText;
  photo_alt: DefaultedText;
  /** Never shown to visitors. */
  email: DefaultedText;
  /** JSON: the addresses of their profiles elsewhere. */
  links: DefaultedText;
  /** Where the About page shows them: "" nowhere, "member" in the team, "founder" above it. */
  team: ColumnType<"" | "member" | "founder", "" | "member" | "founder" | undefined, "" | "member" | "founder">;
  experience: DefaultedText;
  /** Offered in the post editor, with an author page before their first post. */
  is_writer: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A case study (src/server/content/case-studies.ts owns it; decision 198). */
export interface CaseStudiesTable {
  id: Generated<number>;
  /** Its address: /case-studies/{slug}. */
  slug: string;
  title: string;
  client: string;
  industry: DefaultedText;
  /** JSON: text; the first is the card's. */
  tags: DefaultedText;
  summary: DefaultedText;
  /** JSON: the card's result lines, as text ("800% revenue growth"). */
  highlights: DefaultedText;
  /** JSON: the figures of "Key results", each { value, label }. */
  results: DefaultedText;
  tagline: DefaultedText;
  /** Markdown, as are goals, challenge, approach and outcome. */
  overview: DefaultedText;
  goals: DefaultedText;
  challenge: DefaultedText;
  approach: DefaultedText;
  /** JSON: what was delivered, each { icon, title, description }. */
  services: DefaultedText;
  outcome: DefaultedText;
  cover: DefaultedText;
  cover_alt: DefaultedText;
  /** JSON: the gallery's pictures, each { src, alt }. */
  gallery: DefaultedText;
  meta_title: DefaultedText;
  meta_description: DefaultedText;
  cta_heading: DefaultedText;
  cta_text: DefaultedText;
  cta_label: DefaultedText;
  /** JSON: the paths of the pages that feature it ("/", "/seo"). */
  featured_on: DefaultedText;
  status: ColumnType<"draft" | "published", "draft" | "published" | undefined, "draft" | "published">;
  published_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Page views per path and calendar day, counted by the server (src/server/traffic/page-views.ts owns it). */
export interface PageViewsTable {
  /** The agency's calendar day, "2026-03-01". */
  day: string;
  path: string;
  views: number;
}

export interface Database {
  app_settings: AppSettingsTable;
  audit_log: AuditLogTable;
  blog_posts: BlogPostsTable;
  blog_post_tags: BlogPostTagsTable;
  blog_terms: BlogTermsTable;
  case_studies: CaseStudiesTable;
  contact_submissions: ContactSubmissionsTable;
  content_version: ContentVersionTable;
  email_outbox: EmailOutboxTable;
  lead_events: LeadEventsTable;
  media: MediaTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  not_found_log: NotFoundLogTable;
  post_revisions: PostRevisionsTable;
  page_views: PageViewsTable;
  people: PeopleTable;
  redirects: RedirectsTable;
  rate_limits: RateLimitsTable;
  testimonials: TestimonialsTable;
}

/**
 * Boolean columns of our own tables. SQLite stores them as 0/1; the SQLite
 * plugin in dialect.ts turns them back into booleans when rows are read.
 */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(["recaptcha_verified", "is_spam", "noindex", "is_writer"]);
