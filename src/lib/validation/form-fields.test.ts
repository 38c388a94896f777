import { describe, expect, it } from "vitest";
import { readTextField } from "./form-fields";

describe("readTextField", () => {
  it("reads a FormData field as it was typed", () => {
    const data = new FormData();
    data.set("from", " /old-page ");
    expect(readTextField(data, "from")).toBe(" /old-page ");
  });

  it("reads a missing field or a file as empty text", () => {
    const data = new FormData();
    data.set("upload", new Blob(["not text"]), "note.txt");
    expect(readTextField(data, "upload")).toBe("");
    expect(readTextField(data, "missing")).toBe("");
  });

  it("reads parsed JSON alike: text as it is, any other value as empty text", () => {
    const json = { name: "Ana", count: 4, empty: null };
    expect(readTextField(json, "name")).toBe("Ana");
    expect(readTextField(json, "count")).toBe("");
    expect(readTextField(json, "empty")).toBe("");
    expect(readTextField(json, "missing")).toBe("");
  });
});
