import { describe, expect, it } from "vitest";
import { normalizeEmail } from "./email";

describe("normalizeEmail", () => {
  it("trims the address and lowers its case", () => {
    expect(normalizeEmail("  Ana.Souza@Example.COM\n")).toBe("ana.souza@example.com");
  });

  it("leaves a normalised address as it is", () => {
    expect(normalizeEmail("ana@example.com")).toBe("ana@example.com");
  });

  it("keeps the inner characters: only the ends are trimmed", () => {
    expect(normalizeEmail(" a b@Example.com ")).toBe("a b@example.com");
  });
});
