import { describe, expect, it } from "vitest";
import { outcomeGroupsOf } from "./case-study-outcome";

describe("a case study's outcome", () => {
  it("is one group per level-two heading, with the text under it", () => {
    expect(outcomeGroupsOf("## Key deliverables\n\n- A logo\n- A website\n\n## Impact\n\n- More calls")).toEqual([
      { heading: "Key deliverables", body: "- A logo\n- A website" },
      { heading: "Impact", body: "- More calls" },
    ]);
  });

  it("keeps text before the first heading as a group without one, and reads a closed heading", () => {
    expect(outcomeGroupsOf("Calls doubled.\n\n## What changed ##\n- Everything")).toEqual([
      { heading: "", body: "Calls doubled." },
      { heading: "What changed", body: "- Everything" },
    ]);
  });

  it("leaves other headings in the text, and has no group when empty", () => {
    expect(outcomeGroupsOf("### Smaller\n\nText")).toEqual([{ heading: "", body: "### Smaller\n\nText" }]);
    expect(outcomeGroupsOf("")).toEqual([]);
    expect(outcomeGroupsOf("\n\n")).toEqual([]);
  });
});
