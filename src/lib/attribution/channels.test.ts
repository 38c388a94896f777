import { describe, expect, it } from "vitest";
import { channelLabel, channelOf } from "./channels";

const lead = (fields: Partial<Parameters<typeof channelOf>[0]>) =>
  channelOf({
    landing_page: "/seo",
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    click_id_kind: null,
    ...fields,
  });

describe("a lead's source and medium", () => {
  it("follows the campaign tags first", () => {
    expect(lead({ utm_source: "newsletter", utm_medium: "email", click_id_kind: "gclid" })).toEqual({
      source: "newsletter",
      medium: "email",
    });
    expect(lead({ utm_source: "partner" })).toEqual({ source: "partner", medium: "(not set)" });
  });

  it("reads an ad click without tags as the ad platform's paid traffic", () => {
    expect(lead({ click_id_kind: "gclid", referrer_host: "www.google.com" })).toEqual({
      source: "google",
      medium: "cpc",
    });
    expect(lead({ click_id_kind: "msclkid" })).toEqual({ source: "bing", medium: "cpc" });
    expect(lead({ click_id_kind: "fbclid" })).toEqual({ source: "facebook", medium: "social" });
  });

  it("tells search engines and social networks from other referring sites", () => {
    expect(lead({ referrer_host: "www.google.co.uk" })).toEqual({ source: "google", medium: "organic" });
    expect(lead({ referrer_host: "duckduckgo.com" })).toEqual({ source: "duckduckgo", medium: "organic" });
    expect(lead({ referrer_host: "l.facebook.com" })).toEqual({ source: "facebook", medium: "social" });
    expect(lead({ referrer_host: "t.co" })).toEqual({ source: "twitter", medium: "social" });
    expect(lead({ referrer_host: "lnkd.in" })).toEqual({ source: "linkedin", medium: "social" });
    expect(lead({ referrer_host: "www.utahbusiness.com:443" })).toEqual({
      source: "utahbusiness.com",
      medium: "referral",
    });
    expect(lead({ referrer_host: "mygoogle.example" })).toEqual({ source: "mygoogle.example", medium: "referral" });
  });

  it("is direct when the first page was seen without a referrer, and not set when nothing is known", () => {
    expect(channelLabel(lead({}))).toBe("(direct) / (none)");
    expect(channelLabel(lead({ landing_page: null }))).toBe("(not set) / (not set)");
  });
});
