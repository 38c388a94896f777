import "server-only";
import type { Element, ElementContent, Root } from "hast";
import type { Nodes as MdastNodes, PhrasingContent, Root as MdastRoot, RootContent } from "mdast";
import type { LeafDirective } from "mdast-util-directive";
import rehypeSanitize, { type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { isImageAddress, isSitePath } from "@/lib/blog/addresses";
import { plainTextOf, remarkArticleSyntax } from "@/lib/blog/article-syntax";
import { isVideoEmbed, videoOf } from "@/lib/blog/video";
import type { ResolvedImage } from "@/lib/blog/resolved-image";

/**
 * The article body (docs/product.md, Article body): headings, bold, links that open in a new
 * tab without an opener, "- " lists, paragraphs, images, tables and the three directives of
 * decision 029 (figure, video, call to action), sanitized to the allowed tags and attributes.
 * Raw HTML in the markdown is dropped, only http(s), mailto and tel links (or relative ones)
 * survive, and images come from this site or an https address (decision 191).
 */

export interface RenderOptions {
  /** The media library's facts about an uploaded image (its alt text, size and variants). */
  resolveImage?: (src: string) => ResolvedImage | undefined;
}

/**
 * The allowlist. Directives are the only source of figure, span and the video's data attribute
 * (markdown has no syntax for attributes and raw HTML is dropped before this); the attribute's
 * value is checked again after it (`rehypeVideoEmbeds`).
 */
const schema: SanitizeSchema = {
  tagNames: [
    "h1",
    "h2",
    "h3",
    "p",
    "a",
    "strong",
    "em",
    "ul",
    "ol",
    "li",
    "blockquote",
    "div",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "figure",
    "figcaption",
    "span",
  ],
  attributes: {
    a: ["href", "target", "rel", "dataVideoEmbed"],
    img: ["src", "alt", "title"],
    th: [["align", "left", "center", "right"]],
    td: [["align", "left", "center", "right"]],
    "*": ["className"],
  },
  protocols: { href: ["http", "https", "mailto", "tel"], src: ["https"] },
  strip: ["script", "style"],
  required: {},
  ancestors: {},
  clobber: [],
  clobberPrefix: "",
  allowComments: false,
  allowDoctypes: false,
};

/** A directive's source line read as the renderer read it before directives (decision 029). */
const plainParser = unified().use(remarkParse).freeze();

function asBefore(node: LeafDirective, source: string): RootContent[] {
  const { start, end } = node.position!;
  return plainParser.parse(source.slice(start.offset, end.offset)).children;
}

const element = (hName: string, className: string, children: MdastNodes[]) =>
  ({ type: "paragraph", data: { hName, hProperties: { className } }, children }) as unknown as RootContent;

/** `::figure[Caption]{src alt}`: an image with its caption. */
function figureOf(node: LeafDirective): RootContent[] | undefined {
  const src = node.attributes?.src ?? "";
  if (!isImageAddress(src)) return undefined;
  const image = { type: "image", url: src, alt: node.attributes?.alt ?? "" } as PhrasingContent;
  const caption = node.children.length ? [element("figcaption", "article-figcaption", node.children)] : [];
  return [element("figure", "article-figure", [image, ...caption])];
}

/**
 * `::video[Title]{src}`: a link to the video with a play button drawn here and its title, which
 * a click turns into the provider's player (`video-facades.tsx`); nothing is asked of the
 * provider before that click.
 */
function videoFacadeOf(node: LeafDirective): RootContent[] | undefined {
  const video = videoOf(node.attributes?.src ?? "");
  if (!video) return undefined;
  const title = plainTextOf(node).trim() || `${video.provider} video`;
  const link = {
    type: "link",
    url: video.watchUrl,
    data: { hProperties: { className: "article-video", dataVideoEmbed: video.embedUrl } },
    children: [
      element("span", "article-video-play", []),
      element("span", "article-video-title", [{ type: "text", value: title }]),
      element("span", "article-video-provider", [{ type: "text", value: `Play on ${video.provider}` }]),
    ],
  } as unknown as PhrasingContent;
  return [element("div", "article-video-frame", [link])];
}

/** `::cta[Label]{href}`: a button-styled link to a page of this site. */
function callToActionOf(node: LeafDirective): RootContent[] | undefined {
  const href = node.attributes?.href ?? "";
  const label = plainTextOf(node).trim();
  if (!isSitePath(href) || !label) return undefined;
  const link = {
    type: "link",
    url: href,
    data: { hProperties: { className: "article-cta-link" } },
    children: [{ type: "text", value: label }],
  } as unknown as PhrasingContent;
  return [element("p", "article-cta", [link])];
}

/**
 * The directives become their elements; one with a refused address, or a name the format does
 * not have, stays the text it was before directives.
 */
function remarkArticleDirectives() {
  return (tree: MdastRoot, file: VFile) =>
    visit(tree, "leafDirective", (node, index, parent) => {
      const drawn =
        node.name === "figure"
          ? figureOf(node)
          : node.name === "video"
            ? videoFacadeOf(node)
            : node.name === "cta"
              ? callToActionOf(node)
              : undefined;
      const replacement = drawn ?? asBefore(node, String(file.value));
      parent!.children.splice(index!, 1, ...(replacement as MdastRoot["children"]));
      return index! + replacement.length;
    });
}

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

/** A facade swaps in only a player address `videoOf` gives; any other value is dropped. */
function rehypeVideoEmbeds() {
  return (tree: Root) =>
    visit(tree, "element", (element) => {
      const embed = element.properties.dataVideoEmbed;
      if (embed !== undefined && !isVideoEmbed(String(embed))) delete element.properties.dataVideoEmbed;
    });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkArticleSyntax)
  .use(remarkArticleDirectives)
  .use(remarkRehype)
  .use(rehypeFlattenHeadings)
  .use(rehypeSanitize, schema)
  .use(rehypeVideoEmbeds)
  .use(rehypeLinksInNewTab)
  .use(rehypeStringify)
  .freeze();

/**
 * What the media library knows of an image: its alt text (the library's is the truth for every
 * use), its size, so that nothing shifts, and its variants, as `srcset` or as `<picture>` sources.
 * These values come from the server's own records, after sanitizing.
 */
function applyResolved(img: Element, resolved: ResolvedImage): Element {
  if (resolved.alt) img.properties.alt = resolved.alt;
  img.properties.width = resolved.width;
  img.properties.height = resolved.height;
  if (resolved.srcset) img.properties.srcSet = resolved.srcset;
  if (resolved.sizes) img.properties.sizes = resolved.sizes;
  if (!resolved.sources?.length) return img;
  const sources: ElementContent[] = resolved.sources.map((source) => ({
    type: "element",
    tagName: "source",
    properties: { type: source.type, srcSet: source.srcset, ...(resolved.sizes ? { sizes: resolved.sizes } : {}) },
    children: [],
  }));
  return { type: "element", tagName: "picture", properties: {}, children: [...sources, img] };
}

/**
 * Images below the fold load when they come near, without holding up the text; one whose
 * address the sanitizer removed (not this site's, not https) is dropped whole.
 */
function drawImages(tree: Root, resolveImage: RenderOptions["resolveImage"]) {
  visit(tree, "element", (element, index, parent) => {
    if (element.tagName !== "img") return;
    if (!element.properties.src) {
      parent?.children.splice(index!, 1);
      return index;
    }
    element.properties.loading = "lazy";
    element.properties.decoding = "async";
    const resolved = resolveImage?.(String(element.properties.src));
    if (!resolved) return "skip";
    parent!.children[index!] = applyResolved(element, resolved);
    if (resolved.caption && parent?.type === "element") captionImage(parent, resolved.caption);
    return "skip";
  });
}

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

/**
 * The library's caption is the caption of every use of the image, as its alt text is: a
 * figure's own is replaced, and an image alone in its paragraph becomes a figure. An image in
 * the middle of a sentence keeps to the sentence.
 */
function captionImage(parent: Element, caption: string) {
  const figcaption: Element = {
    type: "element",
    tagName: "figcaption",
    properties: { className: ["article-figcaption"] },
    children: [{ type: "text", value: caption }],
  };
  if (parent.tagName === "figure") {
    parent.children = [
      ...parent.children.filter((child) => !(child.type === "element" && child.tagName === "figcaption")),
      figcaption,
    ];
  } else if (parent.tagName === "p" && parent.children.filter((child) => !isBlank(child)).length === 1) {
    parent.tagName = "figure";
    parent.properties = { className: ["article-figure"] };
    parent.children = [...parent.children.filter((child) => !isBlank(child)), figcaption];
  }
}

/** Markdown to safe HTML, synchronously, on the server. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  const file = new VFile(markdown);
  const tree = processor.runSync(processor.parse(file), file);
  drawImages(tree, options.resolveImage);
  return processor.stringify(tree, file);
}
