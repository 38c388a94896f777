import { describe, expect, it } from "vitest";
import { isPastMaximumAge, SESSION_MAX_SECONDS } from "./admin-session";

describe("isPastMaximumAge", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const age = (seconds: number) => new Date(now - seconds * 1000);

  it("keeps a session up to seven days old", () => {
    expect(SESSION_MAX_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(isPastMaximumAge(age(60), now)).toBe(false);
    expect(isPastMaximumAge(age(SESSION_MAX_SECONDS), now)).toBe(false);
  });

  it("ends a session older than seven days", () => {
    expect(isPastMaximumAge(age(SESSION_MAX_SECONDS + 1), now)).toBe(true);
  });
});
