import { describe, expect, it } from "vitest";
import { keepUntouchedDate } from "./untouched-date";

const stored = { status: "published", published_at: "2025-03-03T19:04:37.512Z" } as const;
// 19:04 UTC is 12:04 in Salt Lake City in March.
const asTyped = (published_at: string | null) => ({ status: "published", published_at }) as const;

describe("keepUntouchedDate", () => {
  it("keeps the stored moment, seconds and all, when the field still shows it", () => {
    expect(keepUntouchedDate(asTyped("2025-03-03T19:04:00.000Z"), "2025-03-03T12:04", stored)).toEqual(stored);
    expect(
      keepUntouchedDate({ status: "draft", published_at: "2025-03-03T19:04:00.000Z" }, "2025-03-03T12:04", stored),
    ).toEqual({ status: "draft", published_at: stored.published_at });
  });

  it("takes a date the admin changed, or emptied, as typed", () => {
    const changed = asTyped("2025-03-03T19:05:00.000Z");
    expect(keepUntouchedDate(changed, "2025-03-03T12:05", stored)).toEqual(changed);
    expect(keepUntouchedDate({ status: "draft", published_at: null }, "", stored)).toEqual({
      status: "draft",
      published_at: null,
    });
    const now = asTyped("2026-01-01T00:00:00.000Z");
    expect(keepUntouchedDate(now, "", { status: "draft", published_at: null })).toEqual(now);
  });
});
