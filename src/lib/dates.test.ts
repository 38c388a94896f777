import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  calendarDayOf,
  formatCalendarDay,
  formatLongDate,
  localDateTimeOf,
  middayOf,
  momentOfLocalDateTime,
  startOfCalendarDay,
} from "./dates";

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

describe("localDateTimeOf and momentOfLocalDateTime", () => {
  it("read and write Salt Lake City's wall clock in winter and in summer", () => {
    expect(localDateTimeOf("2026-12-01T16:30:00.000Z")).toBe("2026-12-01T09:30");
    expect(momentOfLocalDateTime("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T16:30:00.000Z");
    expect(localDateTimeOf("2026-07-01T15:30:00.000Z")).toBe("2026-07-01T09:30");
    expect(momentOfLocalDateTime("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T15:30:00.000Z");
  });

  it("crosses midnight into the next UTC day", () => {
    expect(momentOfLocalDateTime("2026-12-31T23:15")?.toISOString()).toBe("2027-01-01T06:15:00.000Z");
  });

  it("reads a time the spring change skips as the hour after", () => {
    // 8 March 2026: clocks jump from 2:00 to 3:00 MDT.
    expect(momentOfLocalDateTime("2026-03-08T02:30")?.toISOString()).toBe("2026-03-08T09:30:00.000Z");
    expect(localDateTimeOf("2026-03-08T09:30:00.000Z")).toBe("2026-03-08T03:30");
  });

  it("reads a time the autumn change repeats as its first occurrence", () => {
    // 1 November 2026: 1:30 happens at 07:30Z (MDT), then again at 08:30Z (MST).
    expect(momentOfLocalDateTime("2026-11-01T01:30")?.toISOString()).toBe("2026-11-01T07:30:00.000Z");
  });

  it("refuses text that is not a real date and time", () => {
    for (const text of [
      "",
      "tomorrow",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-12-01T24:00",
      "2026-12-01 10:00",
      "2026-12-01T10:60",
    ]) {
      expect(momentOfLocalDateTime(text), text).toBeUndefined();
    }
  });
});

describe("addCalendarDays", () => {
  it("moves across months and years, either way", () => {
    expect(addCalendarDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2025-01-01", -1)).toBe("2024-12-31");
    expect(addCalendarDays("2025-03-10", -29)).toBe("2025-02-09");
  });
});

describe("startOfCalendarDay", () => {
  it("is midnight in Utah: 07:00 UTC in winter, 06:00 UTC in summer", () => {
    expect(startOfCalendarDay("2025-01-05").toISOString()).toBe("2025-01-05T07:00:00.000Z");
    expect(startOfCalendarDay("2025-07-04").toISOString()).toBe("2025-07-04T06:00:00.000Z");
  });

  it("is midnight on the days the clocks change", () => {
    // Daylight time begins at 2 AM on March 9, 2025 and ends at 2 AM on November 2, 2025.
    expect(startOfCalendarDay("2025-03-09").toISOString()).toBe("2025-03-09T07:00:00.000Z");
    expect(startOfCalendarDay("2025-03-10").toISOString()).toBe("2025-03-10T06:00:00.000Z");
    expect(startOfCalendarDay("2025-11-02").toISOString()).toBe("2025-11-02T06:00:00.000Z");
    expect(startOfCalendarDay("2025-11-03").toISOString()).toBe("2025-11-03T07:00:00.000Z");
  });

  it("agrees with calendarDayOf at both ends of a day", () => {
    for (const day of ["2025-03-09", "2025-11-02", "2025-12-31"]) {
      const start = startOfCalendarDay(day).getTime();
      expect(calendarDayOf(new Date(start))).toBe(day);
      expect(calendarDayOf(new Date(start - 1))).toBe(addCalendarDays(day, -1));
    }
  });
});
