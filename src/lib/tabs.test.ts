import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tabs";

describe("tabIndexForKey", () => {
  it("moves to the next and previous tab, wrapping at the ends", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 2, 4)).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 4)).toBe(3);
  });

  it("jumps to the first and last tab", () => {
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
  });

  it("leaves other keys to the browser", () => {
    for (const key of ["Enter", " ", "Tab", "ArrowDown", "a"]) expect(tabIndexForKey(key, 1, 4)).toBeNull();
  });
});
