import { describe, expect, it } from "vitest";
import { absoluteAddress, articleSeoOf } from "./article-seo";

const post = {
  slug: "local-seo",
  title: "Local SEO",
  excerpt: "How neighbours find you.",
  cover: "/uploads/cover.jpg",
  meta_title: "",
  meta_description: "",
  social_image: "",
  canonical_url: "",
  noindex: false,
};

describe("articleSeoOf", () => {
  it("falls back on the title with the blog's name, the excerpt, the cover and the post's own address", () => {
    expect(articleSeoOf(post, "The Blog")).toEqual({
      title: "Local SEO | The Blog",
      description: "How neighbours find you.",
      image: "/uploads/cover.jpg",
      canonical: "/blog/local-seo",
      noindex: false,
    });
  });

  it("has no title while the post has none, rather than the blog's name alone", () => {
    expect(articleSeoOf({ ...post, title: "" }, "The Blog").title).toBe("");
    expect(articleSeoOf({ ...post, title: "  " }, "The Blog").title).toBe("");
    expect(articleSeoOf({ ...post, title: "", meta_title: "Own title" }, "The Blog").title).toBe("Own title");
  });

  it("takes a meta title of spaces for none, as the form's save does", () => {
    expect(articleSeoOf({ ...post, meta_title: "   " }, "The Blog").title).toBe("Local SEO | The Blog");
  });

  it("uses the drawn card for an SVG cover, which link previews cannot show", () => {
    expect(articleSeoOf({ ...post, cover: "/images/blog/x.svg" }, "B").image).toBe("/blog/local-seo/card.png");
  });

  it("prefers the post's own settings", () => {
    expect(
      articleSeoOf(
        {
          ...post,
          meta_title: "Own title",
          meta_description: "Own description",
          social_image: "https://cdn.example.com/share.png",
          canonical_url: "https://first.example/post",
          noindex: true,
        },
        "B",
      ),
    ).toEqual({
      title: "Own title",
      description: "Own description",
      image: "https://cdn.example.com/share.png",
      canonical: "https://first.example/post",
      noindex: true,
    });
  });
});

describe("absoluteAddress", () => {
  it("puts the site's origin before a path and leaves an https address alone", () => {
    expect(absoluteAddress("https://agency.test", "/blog/x")).toBe("https://agency.test/blog/x");
    expect(absoluteAddress("https://agency.test", "https://cdn.example.com/a.png")).toBe(
      "https://cdn.example.com/a.png",
    );
  });
});
