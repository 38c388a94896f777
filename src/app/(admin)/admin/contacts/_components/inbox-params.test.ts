import { describe, expect, it } from "vitest";
import { inboxHref, offsetOf, pageCountOf, parseInboxParams } from "./inbox-params";

describe("parseInboxParams", () => {
  it("reads the folder and the page", () => {
    expect(parseInboxParams({})).toEqual({ view: "inbox", page: 1 });
    expect(parseInboxParams({ view: "spam", page: "3" })).toEqual({ view: "spam", page: 3 });
    expect(parseInboxParams({ view: ["spam", "inbox"], page: ["2", "9"] })).toEqual({ view: "spam", page: 2 });
  });

  it("falls back to the inbox's first page for anything else", () => {
    for (const page of ["0", "-2", "1.5", "abc", "", "1e400", "99999999999999999999"]) {
      expect(parseInboxParams({ page }).page).toBe(1);
    }
    expect(parseInboxParams({ view: "trash" }).view).toBe("inbox");
  });
});

describe("the inbox's filters", () => {
  it("reads a status, a form and search text", () => {
    expect(parseInboxParams({ status: "contacted", form: "audit", q: "  50% off_ " })).toEqual({
      view: "inbox",
      page: 1,
      status: "contacted",
      form: "audit",
      q: "50% off_",
    });
  });

  it("ignores a status, a form or text it does not know", () => {
    const params = parseInboxParams({ status: "Contacted", form: "newsletter", q: "x".repeat(101) });
    expect([params.status, params.form, params.q]).toEqual([undefined, undefined, undefined]);
    expect(parseInboxParams({ status: "", q: "   " })).toEqual({ view: "inbox", page: 1 });
  });

  it("keeps them in the address, before the page", () => {
    expect(inboxHref({ view: "spam", page: 2, status: "won", form: "contact", q: "a&b" })).toBe(
      "/admin/contacts?view=spam&status=won&form=contact&q=a%26b&page=2",
    );
  });
});

describe("inboxHref", () => {
  it("leaves defaults out of the address", () => {
    expect(inboxHref({ view: "inbox", page: 1 })).toBe("/admin/contacts");
    expect(inboxHref({ view: "inbox", page: 2 })).toBe("/admin/contacts?page=2");
    expect(inboxHref({ view: "spam", page: 1 })).toBe("/admin/contacts?view=spam");
    expect(inboxHref({ view: "spam", page: 4 })).toBe("/admin/contacts?view=spam&page=4");
  });
});

describe("paging", () => {
  it("has five submissions a page and at least one page", () => {
    expect([0, 1, 5, 6, 10, 11].map(pageCountOf)).toEqual([1, 1, 1, 2, 2, 3]);
    expect([1, 2, 3].map(offsetOf)).toEqual([0, 5, 10]);
  });
});
