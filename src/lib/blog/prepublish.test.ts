import { describe, expect, it } from "vitest";
import { internalLinks, markdownImages, type PrepublishFacts, prepublishChecks } from "./prepublish";

const BLOG = "Agency Blog";
const facts: PrepublishFacts = { slugTaken: false, titleTaken: false, links: [], cover: "loaded" };
const post = {
  title: "A short title",
  slug: "a-short-title",
  meta_title: "",
  meta_description: "A description of the right length.",
  content: "Body",
};

describe("prepublishChecks", () => {
  it("finds nothing to say about a post in order", () => {
    expect(prepublishChecks(post, facts, BLOG)).toEqual([]);
  });

  it("warns of a long search title: the meta title when there is one, else the title with the blog's name", () => {
    const long = "x".repeat(61);
    expect(prepublishChecks({ ...post, meta_title: long }, facts, BLOG)[0]!.message).toBe(
      "Meta title is 61 characters: search results show about 60.",
    );
    expect(prepublishChecks({ ...post, title: long, meta_title: "Short" }, facts, BLOG)).toEqual([]);
    // 40 characters of title and " | Agency Blog" (14) make 54: in bounds; one more word is not.
    const title = "y".repeat(40);
    expect(prepublishChecks({ ...post, title }, facts, BLOG)).toEqual([]);
    expect(prepublishChecks({ ...post, title: `${title} and more` }, facts, BLOG).map((c) => c.message)).toEqual([
      "Title in search results is 63 characters with “| Agency Blog” after it: search results show about 60.",
    ]);
  });

  it("warns of a missing or long meta description", () => {
    expect(prepublishChecks({ ...post, meta_description: "" }, facts, BLOG)[0]!.id).toBe("description-missing");
    expect(prepublishChecks({ ...post, meta_description: "y".repeat(156) }, facts, BLOG)[0]!.message).toBe(
      "Meta description is 156 characters: search results show about 155.",
    );
  });

  it("names images without alt text and links that lead nowhere", () => {
    const checks = prepublishChecks(
      { ...post, content: "![](/uploads/a.jpg) and ![A chart](/uploads/b.jpg)" },
      {
        ...facts,
        links: [
          { path: "/old-page", problem: "missing" },
          { path: "/blog/a-draft", problem: "not-public" },
        ],
      },
      BLOG,
    );
    expect(checks.map((c) => c.message)).toEqual([
      "Image /uploads/a.jpg has no alt text.",
      "Link to /old-page leads nowhere.",
      "Link to /blog/a-draft leads to a post visitors cannot see yet.",
    ]);
  });

  it("reports a slug or title in use and a cover that does not load, never while it loads", () => {
    expect(
      prepublishChecks(post, { ...facts, slugTaken: true, titleTaken: true, cover: "error" }, BLOG).map((c) => c.id),
    ).toEqual(["slug-taken", "title-taken", "cover"]);
    expect(prepublishChecks(post, { ...facts, cover: "loading" }, BLOG)).toEqual([]);
  });
});

describe("markdownImages and internalLinks", () => {
  const body = [
    "See [our SEO page](/seo) and [the audit](https://agency.test/local-business-audit?x=1).",
    "Elsewhere: [a partner](https://partner.example/page), [mail](mailto:a@b.c), [top](#top).",
    '![A chart](/uploads/chart.png "Growth") and ![](<https://agency.test/images/x.svg>)',
  ].join("\n");

  it("reads a figure as an image, in its place, and flags it without alt text", () => {
    const figures = [
      "![First](/uploads/a.png)",
      "",
      '::figure[A caption]{src="/uploads/b.png" alt="Second"}',
      "",
      "::figure[No description]{src='/uploads/c.png'}",
      "",
      '::figure{src=/uploads/d.png alt=""}',
      "",
      "![](/uploads/e.png)",
    ].join("\n");
    expect(markdownImages(figures)).toEqual([
      { alt: "First", src: "/uploads/a.png" },
      { alt: "Second", src: "/uploads/b.png" },
      { alt: "", src: "/uploads/c.png" },
      { alt: "", src: "/uploads/d.png" },
      { alt: "", src: "/uploads/e.png" },
    ]);
  });

  it("checks the addresses of figures, videos and calls to action like links", () => {
    const body = [
      '::figure[x]{src="/uploads/f.png" alt="F"}',
      "",
      '::cta[Book a call]{href="/contact-us"}',
      "",
      '::video[Tour]{src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"}',
      "",
      'Not a directive: ::cta[x]{href="/inline"} in a line.',
    ].join("\n");
    expect(internalLinks(body, "https://agency.test")).toEqual(["/uploads/f.png", "/contact-us"]);
  });

  it("reads each image with its alt text", () => {
    expect(markdownImages(body)).toEqual([
      { alt: "A chart", src: "/uploads/chart.png" },
      { alt: "", src: "https://agency.test/images/x.svg" },
    ]);
  });

  it("keeps the links and images that point into this site, as paths", () => {
    expect(internalLinks(body, "https://agency.test")).toEqual([
      "/seo",
      "/local-business-audit?x=1",
      "/uploads/chart.png",
      "/images/x.svg",
    ]);
  });

  it("reads the body as the public page draws it: code is not an image, references are", () => {
    const body = [
      "```",
      "![not an image](/uploads/in-code.png)",
      "```",
      "",
      "Inline `![code](/uploads/inline.png)` too, and ![Logo][logo] by reference.",
      "",
      "[logo]: /uploads/logo.png",
    ].join("\n");
    expect(markdownImages(body)).toEqual([{ alt: "Logo", src: "/uploads/logo.png" }]);
    expect(internalLinks(body, "https://agency.test")).toEqual(["/uploads/logo.png"]);
  });
});
