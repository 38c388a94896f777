// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { builtInArticles, samplePosts } from "@/content/blog";
import { renderMarkdown } from "@/server/blog/markdown";
import { createRichEditor, type RichEditor } from "./milkdown";

/**
 * The stored format through the editor (decision 029): a post opened and saved without edits
 * keeps its markdown byte for byte, and a post the editor rewrites draws the same article.
 */

const withEverything = [
  "# A post with every part of the format",
  "",
  'Some **bold**, *italic* and a [link](/seo "SEO"), then a line  ',
  "break.",
  "",
  "* a star list",
  "* its second item",
  "",
  "1) one",
  "2) two",
  "",
  "> A quote",
  "",
  '![A chart](/uploads/chart.png) and ![](https://cdn.example.com/b.png "Titled")',
  "",
  "| Plan | Price |",
  "| :--- | ----: |",
  "| Basic | $10 |",
  "",
  '::figure[A *chart* of growth]{src="/uploads/chart.png" alt="Line chart"}',
  "",
  '::video[Studio tour]{src="https://youtu.be/dQw4w9WgXcQ"}',
  "",
  '::cta[Book a call]{href="/contact"}',
  "",
  "::note[A directive the format does not have]",
  "",
  "***",
  "",
  "```js",
  "code();",
  "```",
  "",
  "```",
  "a fence without a language",
  "```",
  "",
  "    indented code",
  "",
  "3. starts at three",
  "4. and goes on",
  "   - nested",
  "",
  "A hard\\",
  "break, <https://www.example.com>, https://bare.example.com, ~~struck~~ and `inline code`.",
  "",
  "- [ ] a task",
  "- [x] done",
  "",
  "<div>raw HTML</div>",
  "",
  "Text with a note[^1] and a [reference link][ref].",
  "",
  "[^1]: The note.",
  "",
  "[ref]: /contact",
].join("\n");

const posts = [
  ...[...builtInArticles, ...samplePosts].map((post) => ({ name: post.slug, markdown: post.content })),
  { name: "a post with tables and directives", markdown: withEverything },
];

let editors: RichEditor[] = [];
afterEach(() => {
  for (const editor of editors) editor.destroy();
  editors = [];
  document.body.innerHTML = "";
});

async function open(markdown: string) {
  const root = document.createElement("div");
  document.body.append(root);
  const changes: string[] = [];
  const editor = await createRichEditor(
    root,
    markdown,
    {},
    { onMarkdown: (m) => changes.push(m), onFormats: () => {}, onLinkShortcut: () => {}, onImageFiles: () => {} },
  );
  editors.push(editor);
  return { editor, changes };
}

describe("the editor keeps every existing post as it was", () => {
  for (const { name, markdown } of posts) {
    it(`opens and saves ${name} byte for byte unchanged`, async () => {
      const { editor, changes } = await open(markdown);
      expect(editor.markdown()).toBe(markdown);
      // An edit taken back is no edit either.
      const end = editor.view.state.doc.content.size;
      editor.view.dispatch(editor.view.state.tr.insertText("typed", 1));
      expect(editor.markdown()).not.toBe(markdown);
      editor.view.dispatch(editor.view.state.tr.delete(1, 1 + "typed".length));
      expect(editor.view.state.doc.content.size).toBe(end);
      expect(editor.markdown()).toBe(markdown);
      expect(changes.at(-1)).toBe(markdown);
    });

    it(`rewrites ${name}, once edited, into markdown that draws the same article`, async () => {
      const { editor } = await open(markdown);
      const end = editor.view.state.doc.content.size;
      const paragraph = editor.view.state.schema.nodes.paragraph!.create(null, editor.view.state.schema.text("Added."));
      editor.view.dispatch(editor.view.state.tr.insert(end, paragraph));
      expect(renderMarkdown(editor.markdown())).toBe(renderMarkdown(`${markdown}\n\nAdded.`));
    });
  }
});

describe("the editor's commands write the format", () => {
  it("links a selected word, edits the link from within it, and unlinks it", async () => {
    const { editor } = await open("Ask about our services today.");
    const { state } = editor.view;
    const start = state.doc.textContent.indexOf("services") + 1;
    const { TextSelection } = await import("@milkdown/prose/state");
    editor.view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, start, start + "services".length)));
    editor.link("/seo", "");
    expect(editor.markdown()).toBe("Ask about our [services](/seo) today.\n");
    editor.view.dispatch(editor.view.state.tr.setSelection(TextSelection.create(editor.view.state.doc, start + 3)));
    editor.link("/services", "");
    expect(editor.markdown()).toBe("Ask about our [services](/services) today.\n");
    editor.link("", "");
    // Back to the text as it was opened: the original, byte for byte.
    expect(editor.markdown()).toBe("Ask about our services today.");
  });

  it("inserts a captioned image as a figure and an image without caption as markdown's image", async () => {
    const { editor } = await open("Intro.");
    editor.insertImage({ src: "/uploads/a.png", alt: 'A "chart"', caption: "Growth in May [2025]" });
    expect(renderMarkdown(editor.markdown())).toContain(
      '<figure class="article-figure"><img src="/uploads/a.png" alt="A &#x22;chart&#x22;" loading="lazy" decoding="async">' +
        '<figcaption class="article-figcaption">Growth in May [2025]</figcaption></figure>',
    );
    editor.insertImage({ src: "/uploads/b.png", alt: "A photo", caption: "" });
    expect(editor.markdown()).toContain("![A photo](/uploads/b.png)");
  });

  it("describes a selected image in place, and gives it a caption as a figure", async () => {
    const { NodeSelection } = await import("@milkdown/prose/state");
    const { editor } = await open("Intro.\n\n![](/uploads/photo.png)\n\nOutro.");
    const select = (name: string) => {
      let at = -1;
      editor.view.state.doc.descendants((node, pos) => {
        if (at < 0 && node.type.name === name) at = pos;
      });
      editor.view.dispatch(editor.view.state.tr.setSelection(NodeSelection.create(editor.view.state.doc, at)));
    };
    select("image");
    editor.insertImage({ src: "/uploads/photo.png", alt: "A storefront", caption: "" });
    expect(editor.markdown()).toBe("Intro.\n\n![A storefront](/uploads/photo.png)\n\nOutro.\n");
    // The cursor is after the image: what is inserted next does not replace it.
    editor.insertDirective({ name: "cta", attributes: { href: "/contact" }, label: [{ type: "text", value: "Go" }] });
    expect(editor.markdown()).toContain("![A storefront](/uploads/photo.png)");
    select("image");
    editor.insertImage({ src: "/uploads/photo.png", alt: "A storefront", caption: "Our shop" });
    expect(editor.markdown()).toBe(
      'Intro.\n\n::figure[Our shop]{src="/uploads/photo.png" alt="A storefront"}\n\n::cta[Go]{href="/contact"}\n\nOutro.\n',
    );
  });

  it("writes nothing of an upload until it arrives, then its image", async () => {
    const { editor } = await open("Intro.");
    const id = editor.insertUpload("photo.png");
    editor.setUploadStatus(id, "Uploading… 50%");
    expect(editor.markdown().trim()).toBe("Intro.");
    editor.resolveUpload(id, { src: "/uploads/photo.png", alt: "" });
    expect(editor.markdown()).toContain("![](/uploads/photo.png)");
  });
});
