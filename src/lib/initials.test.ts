import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Marcos Silva")).toBe("MS");
    expect(initialsOf("resgatar team")).toBe("RT");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("Mary Ann Lee")).toBe("MA");
  });
});
