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

  const directivePayloads = [
    '::cta[Go]{href="javascript:alert(1)"}',
    '::cta[Go]{href="JAVASCRIPT:alert(1)"}',
    '::cta[Go]{href="//evil.example/path"}',
    '::cta[Go]{href="/\\evil.example"}',
    '::cta[Go]{href="https://evil.example/"}',
    '::figure[x]{src="javascript:alert(1)"}',
    '::figure[x]{src="http://insecure.example/a.png"}',
    '::figure[x]{src="data:image/png;base64,AAAA"}',
    '::video[x]{src="javascript:alert(1)"}',
    '::video[x]{src="https://evil.example/watch?v=dQw4w9WgXcQ"}',
    '::video[x]{src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=<script>"}',
    '::cta[Go]{href="/contact" onclick="alert(1)" style="position:fixed" id="x" data-x="1"}',
    '::figure[<img src=x onerror=alert(1)>]{src="/uploads/a.png" alt="A" onerror="alert(1)"}',
    '::video[<script>alert(1)</script>]{src="https://youtu.be/dQw4w9WgXcQ" onload="alert(1)"}',
    ':::figure{src="/uploads/a.png"}\n<script>alert(1)</script>\n:::',
    "Text :cta[inline]{href=/contact} in a line",
  ];

  for (const payload of directivePayloads) {
    it(`neutralizes the directive ${payload}`, () => {
      const html = renderMarkdown(`Intro\n\n${payload}\n\nOutro`);
      expect(html).not.toMatch(/<(script|svg|iframe|style)\b/i);
      expect(html).not.toMatch(/<[^>]*\s(on\w+|style|id|data-x)=/i);
      // A refused directive stays escaped text: only attributes count.
      expect(html).not.toMatch(/<[^>]*(href|src)="\s*(javascript|vbscript|data|http:|\/\/|\/\\)/i);
      expect(html).not.toMatch(/<[^>]*="[^"]*evil\.example/);
      expect(html).toContain("<p>Intro</p>");
      expect(html).toContain("<p>Outro</p>");
    });
  }

  it("keeps a refused directive as the text it was, and nothing else", () => {
    expect(renderMarkdown('::cta[Go]{href="javascript:alert(1)"}')).toBe(
      '<p>::cta[Go]{href="javascript:alert(1)"}</p>',
    );
    expect(renderMarkdown('::video[x]{src="https://evil.example/v/1"}')).toBe(
      '<p>::video[x]{src="https://evil.example/v/1"}</p>',
    );
  });

  it("allows the video's data attribute only with a player address", () => {
    const html = renderMarkdown('::video[x]{src="https://youtu.be/dQw4w9WgXcQ"}');
    const embeds = [...html.matchAll(/data-video-embed="([^"]*)"/g)].map((m) => m[1]);
    expect(embeds).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"]);
  });
});

describe("renderMarkdown: tables", () => {
  it("draws a GFM table with its header, alignment and inline markup", () => {
    expect(renderMarkdown("| Plan | Price |\n| :-- | --: |\n| **Basic** | $10 |")).toBe(
      [
        "<table>",
        "<thead>",
        "<tr>",
        '<th align="left">Plan</th>',
        '<th align="right">Price</th>',
        "</tr>",
        "</thead>",
        "<tbody>",
        "<tr>",
        '<td align="left"><strong>Basic</strong></td>',
        '<td align="right">$10</td>',
        "</tr>",
        "</tbody>",
        "</table>",
      ].join("\n"),
    );
  });

  it("keeps a cell's link safe and in a new tab", () => {
    const html = renderMarkdown("| a |\n| - |\n| [x](javascript:alert(1)) [y](/seo) |");
    expect(html).toContain(`<td><a target="_blank" rel="noopener noreferrer">x</a> ${link("/seo", "y")}</td>`);
  });
});

describe("renderMarkdown: the directives of decision 029", () => {
  it("draws ::figure as an image with its caption", () => {
    expect(renderMarkdown('::figure[A *chart* of growth]{src="/uploads/chart.png" alt="Line chart"}')).toBe(
      '<figure class="article-figure"><img src="/uploads/chart.png" alt="Line chart" loading="lazy" decoding="async">' +
        '<figcaption class="article-figcaption">A <em>chart</em> of growth</figcaption></figure>',
    );
  });

  it("draws ::video as a link to the video with a drawn play button and its title, asking nothing of the provider", () => {
    expect(renderMarkdown('::video[Our studio tour]{src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"}')).toBe(
      '<div class="article-video-frame"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="article-video" ' +
        'data-video-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" target="_blank" rel="noopener noreferrer">' +
        '<span class="article-video-play"></span><span class="article-video-title">Our studio tour</span>' +
        '<span class="article-video-provider">Play on YouTube</span></a></div>',
    );
    const vimeo = renderMarkdown('::video{src="https://vimeo.com/123456"}');
    expect(vimeo).toContain('href="https://vimeo.com/123456"');
    expect(vimeo).toContain('data-video-embed="https://player.vimeo.com/video/123456?autoplay=1&#x26;dnt=1"');
    expect(vimeo).toContain('<span class="article-video-title">Vimeo video</span>');
  });

  it("draws ::cta as a button-styled link to a page of this site", () => {
    expect(renderMarkdown('::cta[Book a call]{href="/contact"}')).toBe(
      '<p class="article-cta"><a href="/contact" class="article-cta-link" target="_blank" rel="noopener noreferrer">Book a call</a></p>',
    );
  });

  it("reads no directive in the middle of a paragraph, nor the text and container forms", () => {
    expect(renderMarkdown('Goes on\n::cta[Go]{href="/contact"}')).toBe('<p>Goes on\n::cta[Go]{href="/contact"}</p>');
    expect(renderMarkdown("Write to mailto:hello or see re:Invent")).toBe(
      "<p>Write to mailto:hello or see re:Invent</p>",
    );
    expect(renderMarkdown(":::note\nText\n:::")).toBe("<p>:::note\nText\n:::</p>");
    expect(renderMarkdown("::note[Other]{a=b}")).toBe("<p>::note[Other]{a=b}</p>");
  });
});

describe("renderMarkdown: images the media library knows", () => {
  const resolveImage = (src: string) =>
    src === "/uploads/chart.png"
      ? {
          alt: "Library alt",
          width: 800,
          height: 600,
          srcset: "/v/chart-400.jpg 400w, /v/chart-800.jpg 800w",
          sizes: "(max-width: 800px) 100vw, 800px",
        }
      : src === "/uploads/photo.jpg"
        ? {
            width: 1200,
            height: 900,
            srcset: "/v/photo-800.jpg 800w",
            sources: [
              { type: "image/avif", srcset: "/v/photo-800.avif 800w" },
              { type: "image/webp", srcset: "/v/photo-800.webp 800w" },
            ],
            sizes: "100vw",
          }
        : undefined;

  it("sets the size, the variants and the library's alt text on <img>", () => {
    expect(renderMarkdown("![Typed alt](/uploads/chart.png)", { resolveImage })).toBe(
      '<p><img src="/uploads/chart.png" alt="Library alt" loading="lazy" decoding="async" width="800" height="600" ' +
        'srcset="/v/chart-400.jpg 400w, /v/chart-800.jpg 800w" sizes="(max-width: 800px) 100vw, 800px"></p>',
    );
  });

  it("draws <picture> with a source per format, keeping the typed alt where the library has none", () => {
    expect(renderMarkdown('::figure[Cap]{src="/uploads/photo.jpg" alt="Typed"}', { resolveImage })).toBe(
      '<figure class="article-figure"><picture><source type="image/avif" srcset="/v/photo-800.avif 800w" sizes="100vw">' +
        '<source type="image/webp" srcset="/v/photo-800.webp 800w" sizes="100vw">' +
        '<img src="/uploads/photo.jpg" alt="Typed" loading="lazy" decoding="async" width="1200" height="900" srcset="/v/photo-800.jpg 800w" sizes="100vw">' +
        '</picture><figcaption class="article-figcaption">Cap</figcaption></figure>',
    );
  });

  it("draws the library's caption under an image alone in its paragraph or in a figure, not in a sentence", () => {
    const captioned = () => ({ width: 10, height: 10, alt: "A", caption: "From the library" });
    expect(renderMarkdown("![a](/uploads/a.png)", { resolveImage: captioned })).toBe(
      '<figure class="article-figure"><img src="/uploads/a.png" alt="A" loading="lazy" decoding="async" width="10" height="10">' +
        '<figcaption class="article-figcaption">From the library</figcaption></figure>',
    );
    expect(renderMarkdown('::figure[Typed once]{src="/uploads/a.png" alt="a"}', { resolveImage: captioned })).toBe(
      '<figure class="article-figure"><img src="/uploads/a.png" alt="A" loading="lazy" decoding="async" width="10" height="10">' +
        '<figcaption class="article-figcaption">From the library</figcaption></figure>',
    );
    expect(renderMarkdown("See ![a](/uploads/a.png) here.", { resolveImage: captioned })).toBe(
      '<p>See <img src="/uploads/a.png" alt="A" loading="lazy" decoding="async" width="10" height="10"> here.</p>',
    );
    expect(renderMarkdown('::figure[Typed once]{src="/uploads/a.png" alt="a"}', { resolveImage })).toContain(
      '<figcaption class="article-figcaption">Typed once</figcaption>',
    );
  });

  it("leaves an image the library does not know as before, and never asks about a refused one", () => {
    const asked: string[] = [];
    const html = renderMarkdown("![x](https://cdn.example.com/a.png)\n\n![y](http://insecure.example/b.png)", {
      resolveImage: (src) => (asked.push(src), undefined),
    });
    expect(html).toBe(
      '<p><img src="https://cdn.example.com/a.png" alt="x" loading="lazy" decoding="async"></p>\n<p></p>',
    );
    expect(asked).toEqual(["https://cdn.example.com/a.png"]);
  });
});
