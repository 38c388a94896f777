import { describe, expect, it } from "vitest";
import { formatLongDate } from "@/lib/dates";
import { isoDateOf } from "./long-date";

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
