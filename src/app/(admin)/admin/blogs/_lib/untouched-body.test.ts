import { describe, expect, it } from "vitest";
import { keepUntouchedBody } from "./untouched-body";

describe("keepUntouchedBody", () => {
  const stored = '# Title\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n::cta[Go]{href="/contact"}\n';

  it("keeps the stored bytes when the form sent the same text with CRLF line breaks, trimmed", () => {
    expect(keepUntouchedBody(stored.replace(/\n/g, "\r\n").trim(), stored)).toBe(stored);
    const crlf = "One\r\n\r\nTwo";
    expect(keepUntouchedBody("One\r\n\r\nTwo", crlf)).toBe(crlf);
  });

  it("stores what was sent once the text differs", () => {
    expect(keepUntouchedBody("# Title\r\n\r\nNew text", stored)).toBe("# Title\r\n\r\nNew text");
    expect(keepUntouchedBody(stored.replace("Go", "Go now"), stored)).toBe(stored.replace("Go", "Go now"));
  });
});
