import { describe, expect, it } from "vitest";
import {
  isImageAddress,
  parsePublication,
  publishingFieldsOf,
  publishingText,
  resolvePublication,
  stateOf,
  validateBlogForm,
} from "./blog-post";

const now = new Date("2026-12-01T16:00:00.000Z"); // 9:00 in Salt Lake City

const valid = {
  title: "A valid title",
  slug: "a-valid-title",
  excerpt: "An excerpt that is long enough.",
  category: "SEO",
  cover: "/images/blog/cover.svg",
  author: "Marcos Silva",
  readTime: "5 min read",
  content: "A body that is long enough to pass the content rule of fifty characters.",
  meta_title: "",
  meta_description: "",
  social_image: "",
  canonical_url: "",
  status: "published",
  publish_date: "",
};

describe("resolvePublication", () => {
  it("publishes now when a published post has no date", () => {
    expect(resolvePublication({ status: "published", publish_date: "" }, now)).toEqual({
      value: { status: "published", published_at: now.toISOString() },
    });
  });

  it("reads the date in the agency's time zone", () => {
    expect(resolvePublication({ status: "scheduled", publish_date: "2026-12-02T08:30" }, now)).toEqual({
      value: { status: "published", published_at: "2026-12-02T15:30:00.000Z" },
    });
    expect(resolvePublication({ status: "published", publish_date: "2025-01-05T05:00" }, now)).toEqual({
      value: { status: "published", published_at: "2025-01-05T12:00:00.000Z" },
    });
  });

  it("keeps a draft's planned date, or none", () => {
    expect(resolvePublication({ status: "draft", publish_date: "" }, now)).toEqual({
      value: { status: "draft", published_at: null },
    });
    expect(resolvePublication({ status: "draft", publish_date: "2027-01-01T00:00" }, now)).toEqual({
      value: { status: "draft", published_at: "2027-01-01T07:00:00.000Z" },
    });
  });

  it("asks a scheduled post for a time ahead, and a published one for a time that has come", () => {
    expect(resolvePublication({ status: "scheduled", publish_date: "" }, now)).toEqual({
      error: publishingText.scheduleNeedsDate,
    });
    expect(resolvePublication({ status: "scheduled", publish_date: "2026-12-01T09:00" }, now)).toEqual({
      error: publishingText.scheduleInPast,
    });
    expect(resolvePublication({ status: "published", publish_date: "2026-12-01T10:00" }, now)).toEqual({
      error: publishingText.publishedInFuture,
    });
  });
});

describe("parsePublication", () => {
  it("refuses a date that is not one, and a state that is not one, beside their fields", () => {
    expect(parsePublication({ status: "published", publish_date: "next tuesday" }, now)).toEqual({
      errors: { publish_date: publishingText.notADate },
    });
    expect(parsePublication({ status: "archived", publish_date: "" }, now)).toEqual({
      errors: { status: publishingText.status },
    });
  });
});

describe("validateBlogForm", () => {
  it("passes a valid post", () => {
    expect(validateBlogForm(valid, now)).toEqual({});
  });

  it("gives each field its message, the publish date's among them", () => {
    const errors = validateBlogForm(
      { ...valid, cover: "javascript:alert(1)", canonical_url: "http://old.example/post", status: "scheduled" },
      now,
    );
    expect(errors).toEqual({
      cover: "Cover image URL must be a path of this site (/…) or an https:// address",
      canonical_url: "Canonical URL must be a path of this site (/…) or an https:// address",
      publish_date: publishingText.scheduleNeedsDate,
    });
  });

  it("reads a ticked checkbox, and stored booleans, as hiding from search engines", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(valid)) data.set(name, value);
    data.set("noindex", "on");
    expect(validateBlogForm(data, now)).toEqual({});
    expect(validateBlogForm({ ...valid, noindex: true }, now)).toEqual({});
  });
});

describe("the state of a stored post", () => {
  it("is a draft, scheduled or published, by its status and date", () => {
    expect(stateOf({ status: "draft", published_at: "2020-01-01T00:00:00.000Z" }, now)).toBe("draft");
    expect(stateOf({ status: "published", published_at: "2026-12-02T00:00:00.000Z" }, now)).toBe("scheduled");
    expect(stateOf({ status: "published", published_at: "2026-11-30T00:00:00.000Z" }, now)).toBe("published");
  });

  it("fills the form's publishing fields with the wall-clock time in Salt Lake City", () => {
    expect(publishingFieldsOf({ status: "published", published_at: "2026-12-02T15:30:00.000Z" }, now)).toEqual({
      status: "scheduled",
      publish_date: "2026-12-02T08:30",
    });
    expect(publishingFieldsOf({ status: "draft", published_at: null }, now)).toEqual({
      status: "draft",
      publish_date: "",
    });
  });
});

describe("isImageAddress", () => {
  it("takes a path of this site or an https address, nothing else", () => {
    for (const address of ["/uploads/a.jpg", "/images/blog/x.svg", "https://cdn.example.com/a.png"])
      expect(isImageAddress(address), address).toBe(true);
    for (const address of [
      "http://cdn.example.com/a.png",
      "//evil.example/a.png",
      "/\\evil.example",
      "data:image/png;base64,x",
      "cover.png",
      "https://",
    ])
      expect(isImageAddress(address), address).toBe(false);
  });
});
