import { describe, expect, it } from "vitest";
import { authorIdOf, authors, findAuthorById, findAuthorByName, initialsOf } from "./authors";

describe("authorIdOf", () => {
  it("lower-cases the name and turns its first space into a hyphen", () => {
    expect(authorIdOf("Marcos Silva")).toBe("marcos-silva");
    expect(authorIdOf("EMILY Carter")).toBe("emily-carter");
  });

  it("replaces only the first space, as the addresses always have", () => {
    expect(authorIdOf("Mary Ann Lee")).toBe("mary-ann lee");
    expect(authorIdOf("Cher")).toBe("cher");
  });
});

describe("the authors", () => {
  it("are three people and the team, with their roles", () => {
    expect(authors.map((a) => a.role)).toEqual([
      "Digital Marketing Strategist",
      "SEO Specialist",
      "Social Media Manager",
      "Digital Marketing Experts",
    ]);
  });

  it("have clean, unique ids: two-word names", () => {
    const ids = authors.map((a) => authorIdOf(a.name));
    for (const id of ids) expect(id).toMatch(/^[a-z]+-[a-z]+$/);
    expect(new Set(ids).size).toBe(authors.length);
  });

  it("are found by id and by byline", () => {
    expect(findAuthorById("jordan-reyes")?.role).toBe("Social Media Manager");
    expect(findAuthorById("resgatar-team")?.role).toBe("Digital Marketing Experts");
    expect(findAuthorById("nobody")).toBeUndefined();
    expect(findAuthorByName("Emily Carter")?.role).toBe("SEO Specialist");
    expect(findAuthorByName("emily carter")).toBeUndefined();
  });

  it("give the main author a portrait and the others the placeholder", () => {
    expect(authors[0]!.avatar).toBe("/images/authors/marcos-silva.svg");
    for (const author of authors.slice(1)) expect(author.avatar).toBe("/images/authors/placeholder.svg");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Marcos Silva")).toBe("MS");
    expect(initialsOf("resgatar team")).toBe("RT");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("Mary Ann Lee")).toBe("MA");
  });
});
