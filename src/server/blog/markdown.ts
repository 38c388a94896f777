import "server-only";
import type { Root } from "hast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/**
 * The article body (docs/product.md, Article body): headings, bold, links that open in a new
 * tab without an opener, "- " lists, paragraphs and images, sanitized to the allowed tags and
 * attributes. Raw HTML in the markdown is dropped, only http(s), mailto and tel links (or
 * relative ones) survive, and images come from this site or an https address (decision 191).
 */

const schema: SanitizeSchema = {
  tagNames: ["h1", "h2", "h3", "p", "a", "strong", "em", "ul", "ol", "li", "blockquote", "div", "img"],
  attributes: { a: ["href", "target", "rel"], img: ["src", "alt", "title"], "*": ["className"] },
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
  strip: ["script", "style"],
  required: {},
  ancestors: {},
  clobber: [],
  clobberPrefix: "",
  allowComments: false,
  allowDoctypes: false,
};

/** Articles have three heading levels: deeper ones read as the third. */
function rehypeFlattenHeadings() {
  return (tree: Root) =>
    visit(tree, "element", (element) => {
      if (/^h[4-6]$/.test(element.tagName)) element.tagName = "h3";
    });
}

/**
 * Every link opens in a new tab, the site's own included; rehype-external-links would leave
 * relative, mailto and tel links alone (decision 071).
 */
function rehypeLinksInNewTab() {
  return (tree: Root) =>
    visit(tree, "element", (element) => {
      if (element.tagName !== "a") return;
      element.properties.target = "_blank";
      element.properties.rel = ["noopener", "noreferrer"];
    });
}

/**
 * Images below the fold load when they come near, without holding up the text; one whose
 * address the sanitizer removed (not this site's, not https) is dropped whole.
 */
function rehypeLazyImages() {
  return (tree: Root) =>
    visit(tree, "element", (element, index, parent) => {
      if (element.tagName !== "img") return;
      if (!element.properties.src) {
        parent?.children.splice(index!, 1);
        return index;
      }
      element.properties.loading = "lazy";
      element.properties.decoding = "async";
    });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeFlattenHeadings)
  .use(rehypeSanitize, schema)
  .use(rehypeLinksInNewTab)
  .use(rehypeLazyImages)
  .use(rehypeStringify)
  .freeze();

/** Markdown to safe HTML, synchronously, on the server. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
