import { describe, expect, it } from "vitest";
import { reorder } from "./reorder";

const rows = [
  { id: 1, position: 1 },
  { id: 2, position: 2 },
  { id: 3, position: 2 },
];

describe("reorder", () => {
  it("swaps a row with its neighbour and numbers the positions 1, 2, 3…", () => {
    expect(reorder(rows, 2, "up")).toEqual({
      moved: rows[1],
      changes: [
        { id: 2, position: 1 },
        { id: 1, position: 2 },
        { id: 3, position: 3 },
      ],
    });
    expect(reorder(rows, 2, "down")).toEqual({ moved: rows[1], changes: [{ id: 2, position: 3 }] });
  });

  it("moves nothing past either end, and nothing that is not there", () => {
    expect(reorder(rows, 1, "up")).toBeUndefined();
    expect(reorder(rows, 3, "down")).toBeUndefined();
    expect(reorder(rows, 9, "up")).toBeUndefined();
  });
});
