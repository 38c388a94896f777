import { describe, expect, it } from "vitest";
import { isSiteLocalPath } from "./local-path";

describe("isSiteLocalPath", () => {
  it("accepts paths on this site", () => {
    for (const path of ["/images/blog/cover.svg", "/uploads/abc.webp", "/a/../b.png"]) {
      expect(isSiteLocalPath(path)).toBe(true);
    }
  });

  it("refuses other sites however the address is disguised", () => {
    for (const path of [
      "//evil.example/x.svg",
      "/\\evil.example/x.svg",
      "\\\\evil.example/x.svg",
      "/\t/evil.example/x.svg",
      "/.//evil.example/x.svg",
      "/%2e//evil.example/x.svg",
      "/a/..//evil.example/x.svg",
      "https://evil.example/x.svg",
      "javascript:alert(1)",
      "images/relative.png",
      "",
    ]) {
      expect(isSiteLocalPath(path), path).toBe(false);
    }
  });
});
