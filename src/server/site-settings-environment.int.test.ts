import { afterAll, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "@/content/site";
import { parseSiteSettings, siteSettingsFormValues } from "@/lib/validation/site-settings";

/** NOTIFY_EMAIL and LEAD_RETENTION_DAYS, when set, win over the settings screen (decision 194). */

const saved = { NOTIFY_EMAIL: process.env.NOTIFY_EMAIL, LEAD_RETENTION_DAYS: process.env.LEAD_RETENTION_DAYS };
Object.assign(process.env, { NOTIFY_EMAIL: "ops@example.com, sales@example.com", LEAD_RETENTION_DAYS: "90" });
vi.resetModules();
const settings = await import("./site-settings");
const { closeDb } = await import("./db");

afterAll(async () => {
  await closeDb();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe(`site settings under environment variables (${process.env.TEST_DIALECT})`, () => {
  it("takes the lead addresses and the retention from the environment, whatever the settings say", async () => {
    expect(settings.lockedSettings()).toEqual({ notifyEmails: true, leadRetentionDays: true });
    await settings.saveSiteSettings({
      ...defaultSiteSettings,
      notifyEmails: ["screen@example.com"],
      leadRetentionDays: 30,
    });
    expect(await settings.leadNotificationAddresses()).toEqual(["ops@example.com", "sales@example.com"]);
    expect(await settings.leadRetentionDays()).toBe(90);
  });

  it("keeps the stored values of locked fields, whatever the form sends", async () => {
    const current = await settings.getSiteSettings();
    const data = new FormData();
    const values = { ...siteSettingsFormValues(current), notifyEmails: "not an address", leadRetentionDays: "0" };
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    const parsed = parseSiteSettings(data, current, settings.lockedSettings());
    expect(parsed).toEqual({ value: current });
    expect(current).toMatchObject({ notifyEmails: ["screen@example.com"], leadRetentionDays: 30 });
  });
});
