import type { Migration } from "kysely";
import * as initial from "./2026_11_22_000000_initial";
import * as settingsAndRateLimits from "./2026_11_22_000100_settings_and_rate_limits";
import * as leadInboxAndEmailOutbox from "./2026_11_23_050000_lead_inbox_and_email_outbox";
import * as blogListing from "./2026_11_24_020000_blog_listing";
import * as newsletterSubscribers from "./2026_11_24_020100_newsletter_subscribers";
import * as auth from "./2026_11_25_000000_auth";
import * as contentVersion from "./2026_11_26_000000_content_version";
import * as publicationTimestamp from "./2026_11_27_000000_publication_timestamp";
import * as leadIdempotencyKey from "./2026_11_28_000000_lead_idempotency_key";
import * as twoFactor from "./2026_11_29_000000_two_factor";
import * as auditLog from "./2026_11_29_000100_audit_log";
import * as leadPipeline from "./2026_11_30_000000_lead_pipeline";
import * as outboxChannels from "./2026_11_30_000100_outbox_channels";
import * as newsletterOptIn from "./2026_11_30_000200_newsletter_opt_in";
import * as redirects from "./2026_12_01_000000_redirects_and_not_found_log";
import * as publishing from "./2026_12_02_000000_publishing";
import * as attribution from "./2026_12_03_000000_attribution";
import * as siteLeases from "./2026_12_04_000100_site_leases";
import * as media from "./2026_12_05_000000_media";
import * as taxonomyAndReadTime from "./2026_12_05_000100_taxonomy_and_read_time";
import * as testimonials from "./2026_12_06_000100_testimonials";
import * as siteSettings from "./2026_12_06_000200_site_settings";
import * as people from "./2026_12_07_000100_people";
import * as caseStudies from "./2026_12_07_000200_case_studies";

/**
 * Every migration, in order. Listed here rather than read from the folder so that
 * the bundled server never scans the file system. Names are YYYY_MM_DD_HHMMSS_name.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_22_000000_initial": initial,
  "2026_11_22_000100_settings_and_rate_limits": settingsAndRateLimits,
  "2026_11_23_050000_lead_inbox_and_email_outbox": leadInboxAndEmailOutbox,
  "2026_11_24_020000_blog_listing": blogListing,
  "2026_11_24_020100_newsletter_subscribers": newsletterSubscribers,
  "2026_11_25_000000_auth": auth,
  "2026_11_26_000000_content_version": contentVersion,
  "2026_11_27_000000_publication_timestamp": publicationTimestamp,
  "2026_11_28_000000_lead_idempotency_key": leadIdempotencyKey,
  "2026_11_29_000000_two_factor": twoFactor,
  "2026_11_29_000100_audit_log": auditLog,
  "2026_11_30_000000_lead_pipeline": leadPipeline,
  "2026_11_30_000100_outbox_channels": outboxChannels,
  "2026_11_30_000200_newsletter_opt_in": newsletterOptIn,
  "2026_12_01_000000_redirects_and_not_found_log": redirects,
  "2026_12_02_000000_publishing": publishing,
  "2026_12_03_000000_attribution": attribution,
  "2026_12_04_000100_site_leases": siteLeases,
  "2026_12_05_000000_media": media,
  "2026_12_05_000100_taxonomy_and_read_time": taxonomyAndReadTime,
  "2026_12_06_000100_testimonials": testimonials,
  "2026_12_06_000200_site_settings": siteSettings,
  "2026_12_07_000100_people": people,
  "2026_12_07_000200_case_studies": caseStudies,
};
