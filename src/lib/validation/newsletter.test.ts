import { describe, expect, it } from "vitest";
import { INVALID_EMAIL, NewsletterSchema } from "./newsletter";

const errorOf = (email: unknown) => NewsletterSchema.safeParse({ email }).error?.issues[0]?.message;

describe("NewsletterSchema", () => {
  it("accepts an address, trimmed", () => {
    expect(NewsletterSchema.parse({ email: " ann@example.com " })).toEqual({ email: "ann@example.com" });
  });

  it("rejects what is not an address, with the e-mail fields' message", () => {
    for (const email of ["", "ann", "ann@", "@example.com", "ann example@x.com", `${"a".repeat(250)}@x.com`]) {
      expect(errorOf(email), email).toBe(INVALID_EMAIL);
    }
    expect(errorOf(undefined)).toBeDefined();
  });
});
