import { describe, expect, it } from "vitest";
import { isSitePicture, readTextField } from "./form-fields";

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

describe("isSitePicture", () => {
  it("takes an uploaded image or a picture the site ships, and no other address", () => {
    expect(isSitePicture("/uploads/QckU4U9piWWf6mbTwJgAiA.jpg")).toBe(true);
    expect(isSitePicture("/images/case-studies/mld/cover.svg")).toBe(true);
    for (const text of [
      "/contact",
      "/api/x",
      "/images/../secret.svg",
      "https://elsewhere.example/a.png",
      "/uploads/a b.png",
    ])
      expect(isSitePicture(text)).toBe(false);
  });
});
