import { describe, expect, it } from "vitest";
import { readMediaParams } from "./media-params";

describe("the media library's address", () => {
  it("reads a search, a page and a notice, and malformed values as absent", () => {
    expect(readMediaParams({ q: "lawn", page: "2", notice: "saved" })).toMatchObject({
      search: "lawn",
      page: 2,
      notice: "saved",
    });
    // PostgreSQL refuses a NUL in text: the page shows everything rather than failing.
    expect(readMediaParams({ q: "lawn\0" }).search).toBe("");
    expect(readMediaParams({ page: "-3" }).page).toBe(1);
  });
});
