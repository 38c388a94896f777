import { describe, expect, it } from "vitest";
import { canyonSettings } from "../../tests/support/site-settings";
import { clockTime, openingHours, phoneNumber, settingsOf, siteFactsOf, withDefaults } from "./site-settings";

describe("siteFactsOf and settingsOf", () => {
  it("turn settings into facts and back", () => {
    const facts = siteFactsOf(canyonSettings);
    expect(facts.phone).toEqual({ display: "(801) 555-0100", href: "tel:+18015550100", e164: "+18015550100" });
    expect(facts.hours).toEqual([
      {
        days: "Monday to Friday",
        time: "9:00 AM to 5:00 PM",
        opens: "09:00",
        closes: "17:00",
        dayCodes: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      },
      { days: "Saturday and Sunday", time: "Closed", dayCodes: ["Saturday", "Sunday"] },
    ]);
    expect(facts.social.filter((p) => p.url)).toEqual([
      { network: "LinkedIn", url: "https://www.linkedin.com/company/canyon" },
    ]);
    expect(settingsOf(facts)).toEqual(canyonSettings);
  });
});

describe("phoneNumber", () => {
  it.each([
    ["(801) 555-0134", "+18015550134"],
    ["801.555.0134", "+18015550134"],
    ["1 801 555 0134", "+18015550134"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("dials %s as %s", (display, e164) => {
    expect(phoneNumber(display)).toEqual({ display, href: `tel:${e164}`, e164 });
  });

  it.each(["555-0134", "(801) 555-013", "call us", "+1 (101) 555-0134", "+12 34", "801-555-0134 ext 2", ""])(
    "cannot dial %j",
    (display) => {
      expect(phoneNumber(display)).toBeUndefined();
    },
  );
});

describe("openingHours", () => {
  const closed = {
    Monday: null,
    Tuesday: null,
    Wednesday: null,
    Thursday: null,
    Friday: null,
    Saturday: null,
    Sunday: null,
  };

  it("groups consecutive days with the same hours, in words", () => {
    expect(
      openingHours({
        ...closed,
        Monday: { opens: "08:30", closes: "17:00" },
        Tuesday: { opens: "08:30", closes: "17:00" },
        Wednesday: { opens: "12:00", closes: "20:00" },
        Saturday: { opens: "10:00", closes: "14:00" },
      }),
    ).toEqual([
      {
        days: "Monday and Tuesday",
        time: "8:30 AM to 5:00 PM",
        opens: "08:30",
        closes: "17:00",
        dayCodes: ["Monday", "Tuesday"],
      },
      { days: "Wednesday", time: "12:00 PM to 8:00 PM", opens: "12:00", closes: "20:00", dayCodes: ["Wednesday"] },
      { days: "Thursday and Friday", time: "Closed", dayCodes: ["Thursday", "Friday"] },
      { days: "Saturday", time: "10:00 AM to 2:00 PM", opens: "10:00", closes: "14:00", dayCodes: ["Saturday"] },
      { days: "Sunday", time: "Closed", dayCodes: ["Sunday"] },
    ]);
  });

  it("writes midnight and noon as a person reads them", () => {
    expect([clockTime("00:00"), clockTime("12:00"), clockTime("23:59")]).toEqual(["12:00 AM", "12:00 PM", "11:59 PM"]);
  });
});

describe("withDefaults", () => {
  it("fills what a stored value lacks, field by field", () => {
    const settings = withDefaults(canyonSettings, {
      address: { locality: "Orem" } as never,
      social: { X: "https://x.com/canyon" } as never,
    });
    expect(settings.address).toEqual({ ...canyonSettings.address, locality: "Orem" });
    expect(settings.social).toEqual({ ...canyonSettings.social, X: "https://x.com/canyon" });
    expect(settings.hours).toEqual(canyonSettings.hours);
  });
});
