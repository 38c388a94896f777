import { describe, expect, it } from "vitest";
import { canyonSettings } from "../../../tests/support/site-settings";
import {
  changedSettings,
  emailList,
  parseSiteSettings,
  siteSettingsFormValues,
  socialUrlError,
  typedSiteSettings,
} from "./site-settings";

const unlocked = { notifyEmails: false, leadRetentionDays: false };

function form(changes: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...siteSettingsFormValues(canyonSettings), ...changes }))
    data.set(name, value);
  return data;
}

const errorsOf = (changes: Record<string, string>) => {
  const parsed = parseSiteSettings(form(changes), canyonSettings, unlocked, 2026);
  return "errors" in parsed ? parsed.errors : {};
};

describe("parseSiteSettings", () => {
  it("reads the defaults' own form back as the defaults", () => {
    expect(parseSiteSettings(form(), canyonSettings, unlocked, 2026)).toEqual({ value: canyonSettings });
  });

  it("names a phone number that cannot be dialled", () => {
    expect(errorsOf({ phone: "555-0134" })).toEqual({
      phone: "This number cannot be dialled: enter 10 digits, such as (801) 555-0134, or + and the country code",
    });
    expect(errorsOf({ phone: "" })).toEqual({ phone: "Enter the phone number" });
  });

  it("needs an address's locality, region and two-letter country code", () => {
    expect(errorsOf({ locality: "", region: "", countryCode: "USA" })).toEqual({
      locality: "Enter the city or town",
      region: "Enter the state or region",
      countryCode: "Country code must be two letters, such as US",
    });
  });

  it("takes the founding year from 1800 to this year", () => {
    const message = "Founding year must be a year from 1800 to 2026";
    for (const year of ["1799", "2027", "twenty", "12"])
      expect(errorsOf({ foundedYear: year })).toEqual({ foundedYear: message });
    expect(errorsOf({ foundedYear: "1800" })).toEqual({});
    expect(errorsOf({ foundedYear: "2026" })).toEqual({});
  });

  it("checks e-mail syntax for the support address and each notification address", () => {
    expect(errorsOf({ supportEmail: "support@example" })).toEqual({
      supportEmail: "Enter a valid e-mail address, such as support@example.com",
    });
    expect(errorsOf({ notifyEmails: "a@example.com, b@" })).toEqual({
      notifyEmails: '"b@" is not an e-mail address (separate several addresses with commas)',
    });
  });

  it("wants both times of an open day, the closing one after the opening one", () => {
    expect(errorsOf({ "opens-Saturday": "10:00" })).toEqual({
      "closes-Saturday": "Enter when Saturday closes (HH:MM), or leave both times empty",
    });
    expect(errorsOf({ "closes-Monday": "08:00" })).toEqual({ "closes-Monday": "Monday must close after it opens" });
  });

  it("keeps a certification whole: a name needs its issuer, and a row cleared of both goes", () => {
    expect(errorsOf({ "certification-name-2": "HubSpot Partner" })).toEqual({
      "certification-issuer-2": "Enter who issued HubSpot Partner",
    });
    const parsed = parseSiteSettings(
      form({ "certification-name-0": "", "certification-issuer-0": "" }),
      canyonSettings,
      unlocked,
      2026,
    );
    expect("value" in parsed && parsed.value.certifications).toEqual(canyonSettings.certifications.slice(1));
  });

  it("keeps leads a whole number of days from 1 to 3,650", () => {
    const message = "Keep leads for a whole number of days from 1 to 3,650";
    for (const days of ["0", "3651", "1.5", "two years"])
      expect(errorsOf({ leadRetentionDays: days })).toEqual({ leadRetentionDays: message });
  });

  it("takes the logo and the default social image only as uploaded images, or empty for the drawn ones", () => {
    const logo = "/uploads/Qm9vayBvZiBsb2dvcyBhbmQ.png";
    const card = "/uploads/Y2FyZCBvZiB0aGUgYWdlbmN5.jpg";
    expect(parseSiteSettings(form({ logo, socialImage: card }), canyonSettings, unlocked, 2026)).toEqual({
      value: { ...canyonSettings, logo, socialImage: card },
    });
    expect(errorsOf({ logo: "https://elsewhere.example/logo.png", socialImage: "/images/card.png" })).toEqual({
      logo: "The logo must be an uploaded image: choose one with Upload Image or Browse Images",
      socialImage: "The default social image must be an uploaded image: choose one with Upload Image or Browse Images",
    });
  });

  it("lists the messages in the form's order, so the first is the first field to fix", () => {
    expect(Object.keys(errorsOf({ "social-X": "ftp://x.com/a", phone: "1", name: "" }))).toEqual([
      "name",
      "phone",
      "social-X",
    ]);
  });
});

describe("socialUrlError", () => {
  it("wants https on the network's own host or a subdomain of it", () => {
    expect(socialUrlError("LinkedIn", "https://www.linkedin.com/company/resgatar")).toBeUndefined();
    expect(socialUrlError("X", "https://twitter.com/resgatar")).toBeUndefined();
    expect(socialUrlError("YouTube", "https://youtu.be/abc")).toBeUndefined();
    expect(socialUrlError("Instagram", "https://www.facebook.com/resgatar")).toBe(
      "The Instagram address must be on instagram.com",
    );
    expect(socialUrlError("Facebook", "https://facebook.com.evil.example/resgatar")).toBe(
      "The Facebook address must be on facebook.com or fb.com",
    );
    expect(socialUrlError("TikTok", "http://www.tiktok.com/@resgatar")).toBe(
      "The TikTok address must start with https://",
    );
    expect(socialUrlError("LinkedIn", "linkedin.com/in/someone")).toBe(
      "Enter the full address of the LinkedIn profile, starting with https://",
    );
  });
});

describe("emailList", () => {
  it("trims, drops empties and duplicates", () => {
    expect(emailList(" a@example.com,, b@example.com , a@example.com ")).toEqual({
      addresses: ["a@example.com", "b@example.com"],
    });
    expect(emailList("")).toEqual({ addresses: [] });
  });
});

describe("typedSiteSettings", () => {
  it("keeps what was typed, untrimmed, to put back beside the messages", () => {
    expect(typedSiteSettings(form({ phone: " 555 " }))).toMatchObject({
      phone: " 555 ",
      name: canyonSettings.name,
    });
  });
});

describe("changedSettings", () => {
  it("names the settings that differ", () => {
    expect(changedSettings(canyonSettings, { ...canyonSettings, phone: "(385) 555-0199" })).toEqual(["Phone"]);
    expect(changedSettings(canyonSettings, canyonSettings)).toEqual([]);
  });
});
