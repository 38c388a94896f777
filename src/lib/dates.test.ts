import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatLongDate, isoDateOf } from "./dates";

describe("formatLongDate", () => {
  it("writes the month name, day and year", () => {
    expect(formatLongDate(new Date("2025-01-05T18:00:00Z"))).toBe("January 5, 2025");
  });

  it("uses Salt Lake City's date, not UTC's", () => {
    // 03:00 UTC on the 6th is still the evening of the 5th in Mountain Time.
    expect(formatLongDate(new Date("2025-01-06T03:00:00Z"))).toBe("January 5, 2025");
  });
});

describe("formatCalendarDay", () => {
  it("writes a day from the copy without shifting it across time zones", () => {
    expect(formatCalendarDay("2025-03-18")).toBe("March 18, 2025");
    expect(formatCalendarDay("2024-12-31")).toBe("December 31, 2024");
  });
});

describe("isoDateOf", () => {
  it("turns a long date into a sortable ISO date", () => {
    expect(isoDateOf("January 5, 2025")).toBe("2025-01-05");
    expect(isoDateOf("December 31, 2024")).toBe("2024-12-31");
    expect(isoDateOf(" august 19,2025 ")).toBe("2025-08-19");
  });

  it("reads what formatLongDate writes", () => {
    expect(isoDateOf(formatLongDate(new Date("2025-06-15T18:00:00Z")))).toBe("2025-06-15");
  });

  it("rejects text that is not a real date", () => {
    expect(isoDateOf("")).toBeUndefined();
    expect(isoDateOf("Soon")).toBeUndefined();
    expect(isoDateOf("Smarch 5, 2025")).toBeUndefined();
    expect(isoDateOf("February 30, 2025")).toBeUndefined();
    expect(isoDateOf("February 29, 2024")).toBe("2024-02-29");
    expect(isoDateOf("2025-01-05")).toBeUndefined();
  });
});
