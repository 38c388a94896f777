import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe("renderMarkdown: the article body's rules", () => {
  it("turns '# ', '## ' and '### ' lines into headings", () => {
    expect(renderMarkdown("# One\n\n## Two\n\n### Three")).toBe("<h1>One</h1>\n<h2>Two</h2>\n<h3>Three</h3>");
  });

  it("reads deeper headings as the third level, and '#' without a space as text", () => {
    expect(renderMarkdown("#### Four")).toBe("<h3>Four</h3>");
    expect(renderMarkdown("#hashtag")).toBe("<p>#hashtag</p>");
  });

  it("makes **text** bold", () => {
    expect(renderMarkdown("Plan **before** you spend.")).toBe("<p>Plan <strong>before</strong> you spend.</p>");
  });

  it("makes [text](url) a link that opens in a new tab without an opener", () => {
    expect(renderMarkdown("See [our SEO services](/seo) or [Google](https://www.google.com).")).toBe(
      `<p>See ${link("/seo", "our SEO services")} or ${link("https://www.google.com", "Google")}.</p>`,
    );
    expect(renderMarkdown("[Write to us](mailto:hello@example.com)")).toBe(
      `<p>${link("mailto:hello@example.com", "Write to us")}</p>`,
    );
  });

  it("groups '- ' lines into one bulleted list", () => {
    expect(renderMarkdown("Three things:\n\n- Speed\n- **Trust**\n- Reviews")).toBe(
      "<p>Three things:</p>\n<ul>\n<li>Speed</li>\n<li><strong>Trust</strong></li>\n<li>Reviews</li>\n</ul>",
    );
  });

  it("separates paragraphs at blank lines and joins the lines within one", () => {
    expect(renderMarkdown("First line\nsame paragraph.\n\nSecond paragraph.")).toBe(
      "<p>First line\nsame paragraph.</p>\n<p>Second paragraph.</p>",
    );
  });

  it("keeps the other allowlisted elements: emphasis, numbered lists and quotes", () => {
    expect(renderMarkdown("*Note*\n\n1. One\n2. Two\n\n> Quoted")).toBe(
      "<p><em>Note</em></p>\n<ol>\n<li>One</li>\n<li>Two</li>\n</ol>\n<blockquote>\n<p>Quoted</p>\n</blockquote>",
    );
  });

  it("renders nothing for an empty body", () => {
    expect(renderMarkdown("")).toBe("");
  });

  it("draws images of this site and of https addresses, lazily, with their alt text", () => {
    expect(renderMarkdown('![A chart](/uploads/chart.png "Growth")')).toBe(
      '<p><img src="/uploads/chart.png" alt="A chart" title="Growth" loading="lazy" decoding="async"></p>',
    );
    expect(renderMarkdown("![Logo](https://cdn.example.com/logo.png)")).toContain(
      '<img src="https://cdn.example.com/logo.png" alt="Logo"',
    );
  });

  it("drops an image from a plain http address", () => {
    expect(renderMarkdown("![x](http://insecure.example/a.png)")).toBe("<p></p>");
  });
});

describe("renderMarkdown: hostile input", () => {
  const payloads = [
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(1)">',
    '<a href="https://example.com" onclick="alert(1)">click</a>',
    '<div onmouseover="alert(1)">hover</div>',
    "<svg onload=alert(1)>",
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p style="position:fixed">overlay</p>',
    "[click](javascript:alert(1))",
    "[click](JavaScript:alert(1))",
    "[click](  javascript:alert(1))",
    "[click](<javascript:alert(1)>)",
    "[click](java&#x73;cript:alert(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](vbscript:msgbox(1))",
    "![x](javascript:alert(1))",
    '[click](https://example.com "title" onclick="alert(1)")',
    "<javascript:alert(1)>",
  ];

  for (const payload of payloads) {
    it(`neutralizes ${payload}`, () => {
      const html = renderMarkdown(`Intro\n\n${payload}\n\nOutro`);
      expect(html).not.toMatch(/<(script|img|svg|iframe|style)\b/i);
      // Inside tags: the payload may survive as harmless, escaped text.
      expect(html).not.toMatch(/<[^>]*\son\w+=/i);
      expect(html).not.toMatch(/<[^>]*style=/i);
      expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
      expect(html).toContain("<p>Intro</p>");
      expect(html).toContain("<p>Outro</p>");
    });
  }

  it("keeps the text of a link whose address it removes", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe(
      '<p><a target="_blank" rel="noopener noreferrer">click me</a></p>',
    );
  });

  it("allows only the listed tags and attributes", () => {
    const html = renderMarkdown(
      '# T\n\n**b** *e* [l](https://x.test)\n\n- a\n\n1. b\n\n> q\n\n```js\ncode()\n```\n\n---\n\n| a |\n\n<span class="x" id="y">s</span>',
    );
    const tags = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
    const attributes = new Set([...html.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]));
    for (const tag of tags) {
      expect(["h1", "h2", "h3", "p", "a", "strong", "em", "ul", "ol", "li", "blockquote", "div", "img"]).toContain(tag);
    }
    for (const attribute of attributes) expect(["href", "target", "rel", "class"]).toContain(attribute);
  });
});
