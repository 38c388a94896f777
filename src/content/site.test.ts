import { describe, expect, it } from "vitest";
import { siteFactsOf } from "@/lib/site-settings";
import { defaultSiteSettings, site } from "./site";

describe("defaultSiteSettings", () => {
  it("show exactly the facts of a new installation", () => {
    const facts = siteFactsOf(defaultSiteSettings);
    expect({ ...facts, social: facts.social.filter((p) => p.url) }).toEqual({
      ...site,
      social: site.social.filter((p) => p.url),
    });
  });
});
