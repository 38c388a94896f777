import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./request-body";

const SITE = "https://resgatar.example";
const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/api/contact", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts the site's own origin, whatever Host a proxy passes on, and requests without an Origin", () => {
    expect(isSameOrigin(post({ origin: SITE, host: "127.0.0.1:3000" }), SITE)).toBe(true);
    expect(isSameOrigin(post({ origin: "http://localhost:3000", host: "localhost:3000" }), SITE)).toBe(true);
    expect(isSameOrigin(post({ host: "127.0.0.1:3000" }), SITE)).toBe(true);
  });

  it("refuses another site, even when it names itself in X-Forwarded-Host", () => {
    const forged = post({ origin: "https://evil.example", host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" });
    expect(isSameOrigin(forged, SITE)).toBe(false);
    expect(isSameOrigin(post({ origin: "null", host: "127.0.0.1:3000" }), SITE)).toBe(false);
  });
});
