import { describe, expect, it } from "vitest";
import { isText, jsonList } from "./json-list";

describe("jsonList", () => {
  it("keeps a list's items of the kind asked for, and reads anything else as empty", () => {
    expect(jsonList('["SEO", 3, "PPC", null]', isText)).toEqual(["SEO", "PPC"]);
    expect(jsonList('{"not":"a list"}', isText)).toEqual([]);
    expect(jsonList('["cut short', isText)).toEqual([]);
    expect(jsonList("", isText)).toEqual([]);
  });
});
