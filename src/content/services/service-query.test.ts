import { describe, expect, it } from "vitest";
import { serviceFromQuery } from "./service-query";

describe("the ?service= pre-fill", () => {
  it("takes a service's slug", () => {
    expect(serviceFromQuery("email-marketing")).toBe("email-marketing");
    expect(serviceFromQuery(["seo", "ppc"])).toBe("seo");
  });

  it("takes a service's name, whatever its case and spacing, as its slug", () => {
    expect(serviceFromQuery("Email Marketing")).toBe("email-marketing");
    expect(serviceFromQuery("email marketing")).toBe("email-marketing");
    expect(serviceFromQuery("  LOCAL   seo ")).toBe("seo");
    expect(serviceFromQuery("PPC & Ad Management")).toBe("ppc");
    expect(serviceFromQuery("Website-Development")).toBe("website-development");
  });

  it("ignores anything else", () => {
    expect(serviceFromQuery(undefined)).toBe("");
    expect(serviceFromQuery("")).toBe("");
    expect(serviceFromQuery("<script>")).toBe("");
    expect(serviceFromQuery("underwater-basket-weaving")).toBe("");
    expect(serviceFromQuery("Email Marketing".repeat(10))).toBe("");
    expect(serviceFromQuery("a".repeat(101))).toBe("");
  });
});
