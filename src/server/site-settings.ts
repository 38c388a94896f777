import "server-only";
import { defaultSiteSettings } from "@/content/site";
import { coalesceReads } from "@/lib/coalesce-reads";
import {
  SITE_SETTINGS_KEY,
  type SiteFacts,
  type SiteImages,
  type SiteSettings,
  siteFactsOf,
  withDefaults,
} from "@/lib/site-settings";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { type LockedFields, changedSettings } from "@/lib/validation/site-settings";
import { type AuditActor, recordAuditBy } from "./auth/audit-log";
import { readContentVersion } from "./blog/content-version";
import { getConfig } from "./config";
import { getDb } from "./db";
import { perContentVersion } from "./http/page-cache/content-state";
import { ensureMediaRows, uploadNamesIn } from "./media/library";
import { loadImageResolver, socialImageOf } from "./media/resolve-image";
import { getLogger } from "./ops/logger";

/**
 * The agency's settings (decision 194): one JSON value in app_settings, over the defaults of
 * src/content/site.ts. Each process reads it once per content version, which a write of the row
 * raises (migration 2026_12_06_000200_site_settings), so a change shows on every process and
 * the page cache renders its pages again.
 */

async function loadSiteSettings(): Promise<SiteSettings> {
  const row = await getDb()
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", SITE_SETTINGS_KEY)
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

/**
 * The logo and the default card as the media library knows them. An image no longer stored is
 * not drawn (the library refuses to delete an image the settings use, so only an operator's SQL
 * or a restore can get here).
 */
async function loadSiteImages({ logo, socialImage }: SiteSettings): Promise<SiteImages> {
  const logoImage = logo ? (await loadImageResolver([logo]))(logo) : undefined;
  const card = socialImage ? await socialImageOf(socialImage) : undefined;
  return {
    ...(logoImage ? { logo: { src: logo, image: logoImage } } : {}),
    ...(card ? { socialImage: card } : {}),
  };
}

async function loadSiteFacts(): Promise<{ settings: SiteSettings; facts: SiteFacts }> {
  const settings = await loadSiteSettings();
  return { settings, facts: siteFactsOf(settings, await loadSiteImages(settings)) };
}

const readVersion = coalesceReads(readContentVersion);
// The media table's writes raise the version too, so an image's new alt text is seen.
const siteOfVersion = perContentVersion(loadSiteFacts);

/** The settings as stored now: one shared read of the content version, the settings once per version. */
export async function getSiteSettings(): Promise<SiteSettings> {
  return (await siteOfVersion(await readVersion())).settings;
}

/** The facts the site shows, for e-mails, exports and anything that runs outside a page. */
export async function getSiteFacts(): Promise<SiteFacts> {
  return (await siteOfVersion(await readVersion())).facts;
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

/** A message beside each image field that names an image the media library does not hold. */
export async function missingSettingImages(settings: Pick<SiteSettings, "logo" | "socialImage">): Promise<FieldErrors> {
  const fields = (["logo", "socialImage"] as const).filter((field) => settings[field]);
  const rows = await ensureMediaRows(fields.flatMap((field) => uploadNamesIn(settings[field])));
  return Object.fromEntries(
    fields
      .filter((field) => !uploadNamesIn(settings[field]).some((name) => rows.has(name)))
      .map((field) => [field, "This image is not in the media library: upload it or choose one with Browse Images"]),
  );
}

/** Stores checked settings; the audit log names the settings that changed. */
export async function saveSiteSettings(settings: SiteSettings, by?: AuditActor): Promise<void> {
  const before = await loadSiteSettings();
  const value = JSON.stringify(settings);
  await getDb()
    .insertInto("app_settings")
    .values({ key: SITE_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  const changed = changedSettings(before, settings);
  await recordAuditBy(by, "settings-changed", {
    type: "settings",
    label: changed.length ? changed.join(", ") : "No change",
  });
}
