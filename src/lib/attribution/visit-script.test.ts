import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptHashes } from "../security/script-hashes";
import { VISIT_SCRIPT, visitScriptHash } from "./visit-script";

/** A tab: its session storage survives the pages it loads, as a browser's does. */
function tab({ storage = new Map<string, string>(), blocked = false } = {}) {
  const sessionStorage = {
    getItem: (key: string) => {
      if (blocked) throw new Error("SecurityError");
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error("SecurityError");
      storage.set(key, value);
    },
  };
  let listener: ((event: { formData: FormData }) => void) | undefined;
  return {
    storage,
    /** Loads a page: runs the script as the page's HTML would. */
    open(address: string, referrer = "") {
      const url = new URL(address);
      const document = {
        referrer,
        addEventListener: (type: string, handler: typeof listener, capture: boolean) => {
          expect([type, capture]).toEqual(["formdata", true]);
          listener = handler;
        },
      };
      vm.runInNewContext(VISIT_SCRIPT, { sessionStorage, location: url, document, URL });
    },
    /** Reads a form into FormData, as the lead forms do before they post. */
    read(fields: Record<string, string>) {
      const formData = new FormData();
      for (const [name, value] of Object.entries(fields)) formData.set(name, value);
      listener?.({ formData });
      return Object.fromEntries(formData);
    },
  };
}

const sourceFields = {
  source_landing_page: "",
  source_referrer_host: "",
  source_utm_source: "",
  source_form_page: "/server-said",
};

describe("the visit script", () => {
  it("keeps the first page's source through the visit and writes it into the lead form", () => {
    const browser = tab();
    browser.open(
      "https://site.test/seo?utm_source=newsletter&utm_campaign=spring&gclid=abc",
      "https://www.google.com/",
    );
    browser.open("https://site.test/about", "https://site.test/seo?utm_source=newsletter");
    browser.open("https://site.test/contact", "https://site.test/about");
    expect(browser.read({ name: "Ana", ...sourceFields })).toEqual({
      name: "Ana",
      source_landing_page: "/seo",
      source_referrer_host: "www.google.com",
      source_utm_source: "newsletter",
      source_utm_medium: "",
      source_utm_campaign: "spring",
      source_utm_term: "",
      source_utm_content: "",
      source_click_id_kind: "gclid",
      source_form_page: "/contact",
    });
  });

  it("starts a new visit when another site or a tagged address brings the tab back", () => {
    const browser = tab();
    browser.open("https://site.test/seo", "https://www.google.com/");
    browser.open("https://site.test/ppc?utm_source=bing&utm_medium=cpc");
    expect(browser.read(sourceFields)).toMatchObject({ source_landing_page: "/ppc", source_utm_source: "bing" });
    browser.open("https://site.test/blog", "https://news.example/");
    expect(browser.read(sourceFields)).toMatchObject({
      source_landing_page: "/blog",
      source_referrer_host: "news.example",
      source_utm_source: "",
    });
  });

  it("leaves other forms alone", () => {
    const browser = tab();
    browser.open("https://site.test/blog", "https://www.google.com/");
    expect(browser.read({ email: "ana@example.com", website: "" })).toEqual({ email: "ana@example.com", website: "" });
  });

  it("leaves out a value over its bound, so that a forged address cannot swell the form", () => {
    const browser = tab();
    browser.open(`https://site.test/seo?utm_source=${"x".repeat(201)}&utm_medium=cpc`);
    expect(browser.read(sourceFields)).toMatchObject({ source_utm_source: "", source_utm_medium: "cpc" });
  });

  it("does nothing, and throws nothing, without session storage", () => {
    const browser = tab({ blocked: true });
    expect(() => browser.open("https://site.test/seo?utm_source=x")).not.toThrow();
    expect(browser.read(sourceFields)).toEqual(sourceFields);
  });

  it("is admitted by the hash a policy lists for it", async () => {
    expect(await visitScriptHash()).toBe((await scriptHashes(`<script>${VISIT_SCRIPT}</script>`))[0]);
    expect(await visitScriptHash()).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });
});
