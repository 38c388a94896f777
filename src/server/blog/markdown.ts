import "server-only";
import type { Element, Root } from "hast";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { ResolvedImage } from "@/lib/blog/resolved-image";

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

export interface RenderOptions {
  /** The media library's alt text, size and variants of an uploaded image (src/server/media/resolve-image.ts). */
  resolveImage?: (src: string) => ResolvedImage | undefined;
}

/**
 * An image the library knows gets its alt text, its size (nothing shifts as it loads) and its
 * variants, AVIF and WebP in a `picture`. Runs after the sanitizer: what it adds is the site's own.
 */
function rehypeResolvedImages({ resolveImage }: RenderOptions) {
  return (tree: Root) =>
    visit(tree, "element", (element, index, parent) => {
      if (element.tagName !== "img" || !resolveImage || !parent) return;
      const image = resolveImage(String(element.properties.src));
      if (!image) return;
      const { alt, width, height, srcset, sources = [], sizes } = image;
      Object.assign(element.properties, { width, height }, alt ? { alt } : {}, srcset ? { srcSet: srcset } : {});
      if (sizes) element.properties.sizes = sizes;
      if (sources.length === 0) return;
      const picture: Element = {
        type: "element",
        tagName: "picture",
        properties: {},
        children: [
          ...sources.map((source): Element => ({
            type: "element",
            tagName: "source",
            properties: { type: source.type, srcSet: source.srcset, ...(sizes ? { sizes } : {}) },
            children: [],
          })),
          element,
        ],
      };
      parent.children[index!] = picture;
      return "skip";
    });
}

const pipeline = (options: RenderOptions) =>
  unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeFlattenHeadings)
    .use(rehypeSanitize, schema)
    .use(rehypeLinksInNewTab)
    .use(rehypeLazyImages)
    .use(rehypeResolvedImages, options)
    .use(rehypeStringify)
    .freeze();

const processor = pipeline({});

/** Markdown to safe HTML, synchronously, on the server. */
export function renderMarkdown(markdown: string, options?: RenderOptions): string {
  return String((options?.resolveImage ? pipeline(options) : processor).processSync(markdown));
}
