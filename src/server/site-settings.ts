import "server-only";
import { defaultSiteSettings } from "@/content/site";
import { coalesceReads } from "@/lib/coalesce-reads";
import { type SiteFacts, type SiteSettings, siteFactsOf, withDefaults } from "@/lib/site-settings";
import { type LockedFields, changedSettings } from "@/lib/validation/site-settings";
import { type AuditActor, recordAuditBy } from "./auth/audit-log";
import { readContentVersion } from "./blog/content-version";
import { getConfig } from "./config";
import { getDb } from "./db";
import { perContentVersion } from "./http/page-cache/content-state";
import { getLogger } from "./ops/logger";

/**
 * The agency's settings (decision 194): one JSON value in app_settings, over the defaults of
 * src/content/site.ts. Each process reads it once per content version, which a write of the row
 * raises (migration 2026_12_06_000200_site_settings), so a change shows on every process and
 * the page cache renders its pages again.
 */

const SETTINGS_KEY = "site";

async function loadSiteSettings(): Promise<SiteSettings> {
  const row = await getDb()
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return defaultSiteSettings;
  try {
    return withDefaults(defaultSiteSettings, JSON.parse(row.value) as Partial<SiteSettings>);
  } catch (error) {
    // Written around the screen and not JSON: the site shows its defaults rather than no page.
    getLogger().error({ err: error }, "The stored site settings are not JSON; showing the defaults");
    return defaultSiteSettings;
  }
}

const readVersion = coalesceReads(readContentVersion);
const settingsOfVersion = perContentVersion(loadSiteSettings);

/** The settings as stored now: one shared read of the content version, the settings once per version. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return settingsOfVersion(await readVersion());
}

/** The facts the site shows, for e-mails, exports and anything that runs outside a page. */
export async function getSiteFacts(): Promise<SiteFacts> {
  return siteFactsOf(await getSiteSettings());
}

/** The settings an environment variable decides: NOTIFY_EMAIL and LEAD_RETENTION_DAYS win when set. */
export function lockedSettings(): LockedFields {
  const config = getConfig();
  return {
    notifyEmails: config.notifyEmail !== undefined,
    leadRetentionDays: config.leadRetentionDays !== undefined,
  };
}

/** Who is told of a new lead: NOTIFY_EMAIL when set, else the settings' addresses (possibly none). */
export async function leadNotificationAddresses(): Promise<string[]> {
  return getConfig().notifyEmail ?? (await getSiteSettings()).notifyEmails;
}

/** How many days leads are kept: LEAD_RETENTION_DAYS when set, else the settings' period. */
export async function leadRetentionDays(): Promise<number> {
  return getConfig().leadRetentionDays ?? (await getSiteSettings()).leadRetentionDays;
}

/** Stores checked settings; the audit log names the settings that changed. */
export async function saveSiteSettings(settings: SiteSettings, by?: AuditActor): Promise<void> {
  const before = await loadSiteSettings();
  const value = JSON.stringify(settings);
  await getDb()
    .insertInto("app_settings")
    .values({ key: SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  const changed = changedSettings(before, settings);
  await recordAuditBy(by, "settings-changed", {
    type: "settings",
    label: changed.length ? changed.join(", ") : "No change",
  });
}
