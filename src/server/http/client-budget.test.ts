import { describe, expect, it } from "vitest";
import { createClientBudget } from "./client-budget";

describe("createClientBudget", () => {
  it("gives each client its own budget for the window, an IPv6 /64 counting as one", () => {
    const budget = createClientBudget({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4].map(() => budget.take("203.0.113.7"))).toEqual([true, true, true, false]);
    expect(budget.take("203.0.113.8")).toBe(true);
    expect(budget.take("2001:db8:1:2::a")).toBe(true);
    expect(budget.take("2001:db8:1:2::b")).toBe(true);
    expect(budget.take("2001:db8:1:2:ffff::1")).toBe(true);
    expect(budget.take("2001:db8:1:2::c")).toBe(false);
    expect(budget.retryAfterSeconds("203.0.113.7")).toBeGreaterThan(50);
    expect(budget.retryAfterSeconds("203.0.113.7")).toBeLessThanOrEqual(60);
  });

  it("never counts this machine itself", () => {
    const budget = createClientBudget({ limit: 1, windowMs: 60_000 });
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect([budget.take(ip), budget.take(ip), budget.take(ip)], ip).toEqual([true, true, true]);
    }
  });
});
