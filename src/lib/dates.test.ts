import { describe, expect, it } from "vitest";
import { calendarDayOf, formatCalendarDay, formatLongDate, middayOf } from "./dates";

describe("formatLongDate", () => {
  it("writes the month name, day and year", () => {
    expect(formatLongDate(new Date("2025-01-05T18:00:00Z"))).toBe("January 5, 2025");
  });

  it("uses Salt Lake City's date, not UTC's", () => {
    // 03:00 UTC on the 6th is still the evening of the 5th in Mountain Time.
    expect(formatLongDate(new Date("2025-01-06T03:00:00Z"))).toBe("January 5, 2025");
  });

  it("reads an ISO timestamp as stored in the database", () => {
    expect(formatLongDate("2025-01-06T03:00:00.000Z")).toBe("January 5, 2025");
  });
});

describe("calendarDayOf", () => {
  it("gives formatLongDate's day as an ISO date", () => {
    expect(calendarDayOf("2025-01-06T03:00:00.000Z")).toBe("2025-01-05");
    expect(calendarDayOf(new Date("2025-08-19T18:00:00Z"))).toBe("2025-08-19");
  });
});

describe("formatCalendarDay", () => {
  it("writes a day from the copy without shifting it across time zones", () => {
    expect(formatCalendarDay("2025-03-18")).toBe("March 18, 2025");
    expect(formatCalendarDay("2024-12-31")).toBe("December 31, 2024");
  });

  it("agrees with calendarDayOf", () => {
    expect(calendarDayOf(middayOf("2024-12-31"))).toBe("2024-12-31");
  });
});
