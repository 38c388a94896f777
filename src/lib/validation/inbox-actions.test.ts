import { describe, expect, it } from "vitest";
import { MAX_NOTE_LENGTH } from "../lead-pipeline";
import { LeadNoteSchema, LeadStatusSchema, MAX_LEAD_ID } from "./inbox-actions";

const noteError = (note: string) => LeadNoteSchema.safeParse({ id: "7", note }).error?.issues[0]?.message;

describe("a lead page's forms", () => {
  it("takes a known status for a lead's id", () => {
    expect(LeadStatusSchema.parse({ id: "7", status: "won" })).toEqual({ id: 7, status: "won" });
    for (const status of ["Won", "archived", ""]) {
      expect(LeadStatusSchema.safeParse({ id: "7", status }).success, status).toBe(false);
    }
    for (const id of ["0", "-1", "1.5", "abc", String(MAX_LEAD_ID + 1)]) {
      expect(LeadStatusSchema.safeParse({ id, status: "won" }).success, id).toBe(false);
    }
  });

  it("takes a trimmed note, neither empty nor too long", () => {
    expect(LeadNoteSchema.parse({ id: "7", note: "  Called back.\n" })).toEqual({ id: 7, note: "Called back." });
    expect(noteError("   \n ")).toBe("Write a note before adding it");
    expect(noteError("x".repeat(MAX_NOTE_LENGTH))).toBeUndefined();
    expect(noteError("x".repeat(MAX_NOTE_LENGTH + 1))).toBe(
      `Note must be at most ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters`,
    );
  });
});
