import { describe, expect, it } from "vitest";
import { humanCheckLabels, humanCheckVerdict } from "./human-check-verdict";

describe("the human check's verdict", () => {
  it("tells a failed check from one that was never asked for", () => {
    expect(humanCheckVerdict({ recaptcha_token: "token", recaptcha_verified: true })).toBe("passed");
    expect(humanCheckVerdict({ recaptcha_token: "recaptcha-failed", recaptcha_verified: false })).toBe("not-passed");
    expect(humanCheckVerdict({ recaptcha_token: null, recaptcha_verified: false })).toBe("not-configured");
    expect(humanCheckLabels["not-configured"]).toBe("Not configured (no reCAPTCHA keys when the lead was sent)");
  });
});
