import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings, site } from "@/content/site";
import type { SiteSettings } from "@/lib/site-settings";
import { parseSiteSettings, siteSettingsFormValues } from "@/lib/validation/site-settings";
import { listAuditLog } from "./auth/audit-log";
import { readContentVersion } from "./blog/content-version";
import { getDb } from "./db";
import {
  getSiteFacts,
  getSiteSettings,
  leadNotificationAddresses,
  leadRetentionDays,
  lockedSettings,
  missingSettingImages,
  saveSiteSettings,
} from "./site-settings";
import { storeImage } from "./storage/uploads";

const admin = { account: "owner@example.com", ip: "203.0.113.7" };
const unlocked = { notifyEmails: false, leadRetentionDays: false };

function formOf(settings: SiteSettings, changes: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...siteSettingsFormValues(settings), ...changes }))
    data.set(name, value);
  return data;
}

const storedRow = () => getDb().selectFrom("app_settings").select("value").where("key", "=", "site").executeTakeFirst();

// One file, one database: the tests run in order and each starts from what the one before left.
describe(`site settings (${process.env.TEST_DIALECT})`, () => {
  it("shows exactly the facts of src/content/site.ts before anything is saved", async () => {
    expect(await storedRow()).toBeUndefined();
    expect(await getSiteSettings()).toEqual(defaultSiteSettings);
    const facts = await getSiteFacts();
    expect(facts).toMatchObject({
      name: site.name,
      legalName: site.legalName,
      tagline: site.tagline,
      description: site.description,
      foundedYear: site.foundedYear,
      phone: site.phone,
      supportEmail: site.supportEmail,
      address: site.address,
      hours: site.hours,
      certifications: site.certifications,
    });
    expect(facts.social.filter((profile) => profile.url)).toEqual(site.social.filter((profile) => profile.url));
    expect(await leadNotificationAddresses()).toEqual([]);
    expect(await leadRetentionDays()).toBe(730);
    expect(lockedSettings()).toEqual(unlocked);
  });

  it("refuses a form field by field, with each message, and stores nothing", async () => {
    const parsed = parseSiteSettings(
      formOf(defaultSiteSettings, {
        phone: "555-01",
        locality: " ",
        "social-LinkedIn": "https://www.facebook.com/resgatar",
        supportEmail: "support@",
        foundedYear: "1750",
      }),
      await getSiteSettings(),
      unlocked,
    );
    expect(parsed).toEqual({
      errors: {
        foundedYear: expect.stringMatching(/^Founding year must be a year from 1800 to \d{4}$/),
        phone: "This number cannot be dialled: enter 10 digits, such as (801) 555-0134, or + and the country code",
        supportEmail: "Enter a valid e-mail address, such as support@example.com",
        locality: "Enter the city or town",
        "social-LinkedIn": "The LinkedIn address must be on linkedin.com",
      },
    });
    expect(await storedRow()).toBeUndefined();
  });

  it("saves checked settings: read back at once, the content version raised, the audit log naming what changed", async () => {
    const before = await readContentVersion();
    const parsed = parseSiteSettings(
      formOf(defaultSiteSettings, {
        phone: "(385) 555-0199",
        street: "200 S Main St",
        postalCode: "84101",
        notifyEmails: "leads@example.com, owner@example.com",
        leadRetentionDays: "365",
      }),
      await getSiteSettings(),
      unlocked,
    );
    if (!("value" in parsed)) throw new Error(`Refused: ${JSON.stringify(parsed.errors)}`);
    await saveSiteSettings(parsed.value, admin);

    expect(await readContentVersion()).toBeGreaterThan(before);
    const facts = await getSiteFacts();
    expect(facts.phone).toEqual({ display: "(385) 555-0199", href: "tel:+13855550199", e164: "+13855550199" });
    expect(facts.address).toMatchObject({ street: "200 S Main St", postalCode: "84101", locality: "Salt Lake City" });
    expect(facts.hours).toEqual(site.hours);
    expect(await leadNotificationAddresses()).toEqual(["leads@example.com", "owner@example.com"]);
    expect(await leadRetentionDays()).toBe(365);

    const { entries } = await listAuditLog();
    expect(entries[0]).toMatchObject({
      action: "settings-changed",
      text: "Site settings changed",
      actor: admin.account,
      ip: admin.ip,
      objectType: "settings",
      objectLabel: "Phone, Address, Lead notifications, Lead retention",
    });
  });

  it("reads a value written around the screen, and a field it lacks as its default", async () => {
    const before = await readContentVersion();
    await getDb()
      .updateTable("app_settings")
      .set({ value: JSON.stringify({ name: "Rescue Digital" }) })
      .where("key", "=", "site")
      .execute();
    // The write raised the version by itself (the row's trigger), so this process reads it again.
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(await getSiteSettings()).toEqual({ ...defaultSiteSettings, name: "Rescue Digital" });
  });

  it("leaves the content version alone when another row of app_settings is written", async () => {
    const before = await readContentVersion();
    await getDb().insertInto("app_settings").values({ key: "unrelated", value: "x" }).execute();
    await getDb().updateTable("app_settings").set({ value: "y" }).where("key", "=", "unrelated").execute();
    await getDb().deleteFrom("app_settings").where("key", "=", "unrelated").execute();
    expect(await readContentVersion()).toBe(before);
  });

  it("draws the logo and the default social image from the media library, and names one it does not hold", async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
    const mark = await storeImage(new Uint8Array(await png(200, 100)), "mark.png");
    const card = await storeImage(new Uint8Array(await png(1200, 630)), "card.png");
    const absent = "/uploads/bm90IGluIHRoZSBsaWJyYXJ5.png";
    expect(await missingSettingImages({ logo: mark.url, socialImage: card.url })).toEqual({});
    expect(await missingSettingImages({ logo: absent, socialImage: "" })).toEqual({
      logo: "This image is not in the media library: upload it or choose one with Browse Images",
    });

    await saveSiteSettings(defaultSiteSettings, admin);
    const before = await readContentVersion();
    await saveSiteSettings({ ...defaultSiteSettings, logo: mark.url, socialImage: card.url }, admin);
    expect(await readContentVersion()).toBeGreaterThan(before);
    const facts = await getSiteFacts();
    expect(facts.logo).toMatchObject({ src: mark.url, image: { width: 200, height: 100 } });
    expect(facts.logo?.image.srcset).toContain("w");
    expect(facts.socialImage).toMatchObject({ url: card.url, width: 1200, height: 630 });
    expect((await listAuditLog()).entries[0]).toMatchObject({ objectLabel: "Logo, Default social image" });

    // An image no longer stored (an operator's SQL, a restore) is not drawn: the lifebuoy and the card return.
    await saveSiteSettings({ ...defaultSiteSettings, logo: absent, socialImage: absent }, admin);
    const without = await getSiteFacts();
    expect(without.logo).toBeUndefined();
    expect(without.socialImage).toBeUndefined();
  });

  it("shows the defaults again when the stored row is deleted", async () => {
    await getDb().deleteFrom("app_settings").where("key", "=", "site").execute();
    expect(await getSiteSettings()).toEqual(defaultSiteSettings);
  });
});
