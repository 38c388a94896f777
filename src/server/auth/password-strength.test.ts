import { describe, expect, it } from "vitest";
import { weakPasswordReason } from "./password-strength";

const OWNER = { email: "admin@example.com", name: "admin" };

describe("the strength of a new password", () => {
  it.each([
    "admin@example.com",
    "Admin@Example.com!!",
    "Resgatar-Marketing-2026",
    "resgatarmarketing1",
    "RESGATAR marketing llc",
  ])("refuses %s, made of the account's or the agency's own words", (password) => {
    expect(weakPasswordReason(password, OWNER)).toMatch(/^The password is too easy to guess/);
  });

  it("names the account's own words in its reason when zxcvbn alone would let them pass", () => {
    expect(weakPasswordReason("Resgatar-Marketing-2026", OWNER)).toBe(
      "The password is too easy to guess: it is made of the account's e-mail or name or the agency's name. Use a passphrase of several uncommon words.",
    );
  });

  it("refuses the e-mail of whichever account sets it", () => {
    const owner = { email: "Jo.Whitaker@Studio-North.test", name: "Jo Whitaker" };
    expect(weakPasswordReason("jo.whitaker@studio-north.test", owner)).toMatch(/too easy to guess/);
    expect(weakPasswordReason("Whitaker-Studio-North-77", owner)).toMatch(/too easy to guess/);
  });

  it.each(["correct horse battery", "plum thunder ledger canyon", "marketing plum thunder ledger"])(
    "accepts %s, a passphrase of uncommon words, even with one of the agency's words in it",
    (password) => {
      expect(weakPasswordReason(password, OWNER)).toBeUndefined();
    },
  );

  it("refuses short and common passwords as before", () => {
    expect(weakPasswordReason("too short", OWNER)).toBe("The password must be at least 12 characters.");
    expect(weakPasswordReason("passwordpassword", OWNER)).toMatch(/^The password is too easy to guess\./);
  });
});
