import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, documentSecurityHeaders } from "./csp";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name!, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const base = { scripts: { nonce: "abc123" }, https: false, recaptcha: false, analytics: false };

  it("admits scripts only by nonce, never inline", () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("admits a prerendered page's scripts by their hashes, with no nonce", () => {
    const d = directives(contentSecurityPolicy({ ...base, scripts: { hashes: ["sha256-AAA=", "sha256-BBB="] } }));
    expect(d.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it("can admit a few known scripts by hash beside the nonce", () => {
    const d = directives(contentSecurityPolicy({ ...base, scripts: { nonce: "abc123", hashes: ["sha256-AAA="] } }));
    expect(d.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'sha256-AAA='"]);
  });

  it("locks down objects, base, forms and framing", () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'none'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("frame-src")).toEqual(["'none'"]);
    expect(d.has("upgrade-insecure-requests")).toBe(false);
  });

  it("opens only what configured services need", () => {
    const d = directives(
      contentSecurityPolicy({
        ...base,
        https: true,
        recaptcha: true,
        analytics: true,
        schedulerOrigin: "https://cal.example.com",
      }),
    );
    expect(d.get("frame-src")).toEqual([
      "https://cal.example.com",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(d.get("script-src")).toContain("https://www.gstatic.com/recaptcha/");
    expect(d.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(d.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(d.has("upgrade-insecure-requests")).toBe(true);
  });

  it("admits the two video players a clicked facade swaps in, and no other frame", () => {
    const d = directives(contentSecurityPolicy({ ...base, videoFrames: true }));
    expect(d.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
  });

  it("admits images from this site and from https addresses, never plain http", () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
  });

  it("admits style elements only by the hashes of the site's stylesheets, style attributes always", () => {
    const d = directives(contentSecurityPolicy({ ...base, styleHashes: ["sha256-CSS="] }));
    expect(d.get("style-src-elem")).toEqual(["'self'", "'sha256-CSS='"]);
    expect(d.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    // Browsers that know neither directive fall back to this one.
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(contentSecurityPolicy(base)).get("style-src-elem")).toEqual(["'self'"]);
  });

  it("admits any style element in development, whose styles are not inlined", () => {
    const d = directives(contentSecurityPolicy({ ...base, dev: true, styleHashes: ["sha256-CSS="] }));
    expect(d.get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("allows eval only in development", () => {
    expect(directives(contentSecurityPolicy({ ...base, dev: true })).get("script-src")).toContain("'unsafe-eval'");
  });
});

describe("documentSecurityHeaders", () => {
  const base = { scripts: { nonce: "n" }, recaptcha: false, analytics: false };

  it("adds a one-year HSTS header only on https", () => {
    expect(documentSecurityHeaders({ ...base, https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(documentSecurityHeaders({ ...base, https: true })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
