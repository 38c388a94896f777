import { describe, expect, it } from "vitest";
import { removeUnsafeCharacters, withSafeText } from "./text";

describe("removeUnsafeCharacters", () => {
  it("removes NUL and other control characters but keeps tabs and line breaks", () => {
    expect(removeUnsafeCharacters("Ana\u0000 Souza\u0007\u001B")).toBe("Ana Souza");
    expect(removeUnsafeCharacters("line one\r\nline\ttwo")).toBe("line one\r\nline\ttwo");
  });

  it("removes lone surrogates and keeps whole pairs (emoji)", () => {
    expect(removeUnsafeCharacters("ok \uD800 \uDC00 👍")).toBe("ok   👍");
  });

  it("cleans every string value of an object and leaves the rest", () => {
    expect(withSafeText({ name: "A\u0000na", company: null, verified: true })).toEqual({
      name: "Ana",
      company: null,
      verified: true,
    });
  });
});
