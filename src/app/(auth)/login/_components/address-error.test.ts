import { describe, expect, it } from "vitest";
import { addressErrorMessage } from "./address-error";

describe("an error in the login address's fragment", () => {
  it("shows a known code as its own fixed sentence, whatever description comes with it", () => {
    expect(addressErrorMessage("#error=access_denied&error_description=Email+link+is+invalid+or+has+expired")).toBe(
      "Email link is invalid or has expired",
    );
    expect(
      addressErrorMessage("#error=access_denied&error_description=Your+account+is+locked.+Call+1-800-555-0199"),
    ).toBe("Email link is invalid or has expired");
  });

  it("ignores unknown codes, a description alone and inherited property names", () => {
    for (const fragment of [
      "#error=account_locked&error_description=Call+1-800-555-0199",
      "#error_description=Call+1-800-555-0199",
      "#error=toString",
      "#error=__proto__",
      "",
    ]) {
      expect(addressErrorMessage(fragment), fragment).toBeUndefined();
    }
  });
});
