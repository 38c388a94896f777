import { describe, expect, it } from "vitest";
import { type PersonFormValues, parsePersonForm, personFormValues, validatePersonForm } from "./person";

const values = (fields: Partial<PersonFormValues> = {}): PersonFormValues => ({
  name: "Ana Ruiz",
  role: "",
  short_bio: "",
  long_bio: "",
  photo: "",
  photo_alt: "",
  email: "",
  links: "",
  team: "",
  experience: "",
  writer: false,
  ...fields,
});

describe("the person form", () => {
  it("takes a name alone, trimmed, and reads the writer box as ticked or not", () => {
    expect(parsePersonForm(values({ name: "  Ana Ruiz " }))).toEqual({
      value: {
        name: "Ana Ruiz",
        role: "",
        shortBio: "",
        longBio: "",
        photo: "",
        photoAlt: "",
        email: "",
        links: [],
        team: "",
        experience: "",
        writer: false,
      },
    });
    const data = new FormData();
    data.set("name", "Ana Ruiz");
    data.set("writer", "on");
    data.set("team", "founder");
    expect(personFormValues(data)).toMatchObject({ name: "Ana Ruiz", writer: true, team: "founder", email: "" });
    expect(validatePersonForm(data)).toEqual({});
  });

  it("accepts an upload or one of the site's own pictures, and nothing else", () => {
    for (const photo of ["/uploads/AbC_12-x.webp", "/images/team/rafael-moreira.svg"]) {
      expect(parsePersonForm(values({ photo })), photo).toHaveProperty("value");
    }
    for (const photo of ["https://example.com/face.jpg", "/images/../secret.svg", "/uploads/a/b.png", "javascript:x"]) {
      expect(parsePersonForm(values({ photo })), photo).toHaveProperty("errors.photo");
    }
  });

  it("takes links one https address a line, blank lines left out, at most eight", () => {
    const parsed = parsePersonForm(values({ links: " https://example.com/a \r\n\r\nhttps://x.example.org/b" }));
    expect(parsed).toMatchObject({ value: { links: ["https://example.com/a", "https://x.example.org/b"] } });
    for (const links of [
      "http://example.com",
      "example.com",
      "https://localhost",
      Array(9).fill("https://e.com").join("\n"),
    ]) {
      expect(parsePersonForm(values({ links })), links).toEqual({
        errors: { links: "Links: at most 8, one https:// address a line" },
      });
    }
  });

  it("names each bad field beside it", () => {
    expect(parsePersonForm(values({ name: "A", email: "ana@", team: "boss", experience: "x".repeat(61) }))).toEqual({
      errors: {
        name: "Name is required",
        email: "Email must be an address like name@example.com, or empty",
        team: "Choose where the About page shows this person",
        experience: "Experience must be at most 60 characters",
      },
    });
  });
});
