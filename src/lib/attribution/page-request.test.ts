import { describe, expect, it } from "vitest";
import { visitSourceOfPageRequest } from "./page-request";
import { UNKNOWN_SOURCE } from "./visit-source";

const ownHosts = ["www.resgatar.test", "localhost:3000"];
const at = (address: string, referer?: string) =>
  visitSourceOfPageRequest({ url: new URL(address, "https://www.resgatar.test"), referer, ownHosts });

describe("the source a form page's own request tells (no JavaScript)", () => {
  it("starts the visit on the form page when another site sent it there", () => {
    expect(at("/contact?utm_source=bing&utm_medium=cpc&msclkid=abc", "https://www.bing.com/search?q=x")).toEqual({
      ...UNKNOWN_SOURCE,
      landing_page: "/contact",
      referrer_host: "www.bing.com",
      utm_source: "bing",
      utm_medium: "cpc",
      click_id_kind: "msclkid",
      form_page: "/contact",
    });
  });

  it("starts the visit on the form page when there is no Referer", () => {
    expect(at("/local-business-audit")).toEqual({
      ...UNKNOWN_SOURCE,
      landing_page: "/local-business-audit",
      form_page: "/local-business-audit",
    });
  });

  it("takes the previous page of this site as the first one when it carries campaign tags", () => {
    expect(
      at("/contact?service=seo", "https://www.resgatar.test/seo?utm_source=newsletter&utm_campaign=spring"),
    ).toEqual({
      ...UNKNOWN_SOURCE,
      landing_page: "/seo",
      utm_source: "newsletter",
      utm_campaign: "spring",
      form_page: "/contact",
    });
  });

  it("knows only the form page when the visit came through untagged pages of this site", () => {
    expect(at("/contact", "http://localhost:3000/about")).toEqual({ ...UNKNOWN_SOURCE, form_page: "/contact" });
  });

  it("drops forged values and keeps what is well formed", () => {
    const source = at(`/contact?utm_source=${"x".repeat(5000)}&utm_medium=cpc&gclid=1`, "not a url");
    expect(source).toEqual({
      ...UNKNOWN_SOURCE,
      landing_page: "/contact",
      utm_medium: "cpc",
      click_id_kind: "gclid",
      form_page: "/contact",
    });
  });
});
