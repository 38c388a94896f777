/**
 * What a formatted draft keeps when it is pasted into the editor (issue 33): headings, lists,
 * links, bold and italic, paragraphs and line breaks; everything else (styles, classes, fonts,
 * images from the document's host, tables, comments, Office markup) goes, its text kept.
 * Google Docs marks bold and italic with styles on spans and wraps the whole paste in a `<b>`
 * that is not bold; Word writes its lists as paragraphs with `mso-list` styles and a typed
 * bullet or number. Both become the plain HTML the editor's schema reads.
 */

const BLOCKS = new Set(["P", "UL", "OL", "LI", "BLOCKQUOTE"]);
const HEADINGS = /^H([1-6])$/;
/** Elements whose content is no text of the draft. */
const DROPPED = new Set([
  "SCRIPT",
  "STYLE",
  "META",
  "LINK",
  "TITLE",
  "HEAD",
  "IMG",
  "PICTURE",
  "SVG",
  "VIDEO",
  "AUDIO",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "BUTTON",
  "INPUT",
  "SELECT",
  "TEXTAREA",
  "O:P",
]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

function styleOf(element: Element): string {
  return (element.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");
}

function isBold(element: Element): boolean {
  const weight = /font-weight:(\w+)/.exec(styleOf(element))?.[1];
  if (element.tagName === "B" || element.tagName === "STRONG") return weight !== "normal" && weight !== "400";
  return weight === "bold" || weight === "bolder" || (weight !== undefined && Number(weight) >= 600);
}

function isItalic(element: Element): boolean {
  if (element.tagName === "I" || element.tagName === "EM") return !/font-style:normal/.test(styleOf(element));
  return /font-style:italic/.test(styleOf(element));
}

/** A link's address as it should be kept: Google's redirect unwrapped, unsafe schemes refused. */
function hrefOf(element: Element): string | undefined {
  let href = (element.getAttribute("href") ?? "").trim();
  try {
    const url = new URL(href);
    if (/^(www\.)?google\.com$/.test(url.hostname) && url.pathname === "/url" && url.searchParams.get("q")) {
      href = url.searchParams.get("q")!;
    }
  } catch {
    // A relative address: checked as it is.
  }
  return SAFE_HREF.test(href) ? href : undefined;
}

/** Word's list paragraph: its level, and whether its typed marker is a number or a letter. */
function wordListItem(element: Element): { level: number; ordered: boolean } | undefined {
  const list = /mso-list:l\d+level(\d+)/.exec(styleOf(element));
  if (!list) return undefined;
  const marker = element.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
  const text = (marker?.textContent ?? "").replace(/\s+/g, "");
  return { level: Number(list[1]), ordered: /^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(text) };
}

type Out = { doc: Document; parent: Element };

function appendText(out: Out, text: string) {
  if (text) out.parent.append(out.doc.createTextNode(text));
}

/** The clean copy of `node`'s children, written into `into`. */
function copyChildren(source: Node, into: Element, doc: Document) {
  for (const child of Array.from(source.childNodes)) copy(child, { doc, parent: into });
}

function copy(node: Node, out: Out) {
  if (node.nodeType === 3) {
    appendText(out, node.textContent ?? "");
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return;
  // Word's typed bullet or number, and the spaces after it.
  if (/mso-list:ignore/.test(styleOf(element))) return;

  const heading = HEADINGS.exec(tag);
  let kept: Element | undefined;
  if (heading) kept = out.doc.createElement(`h${Math.min(Number(heading[1]), 3)}`);
  else if (tag === "P" && /msotitle/i.test(element.getAttribute("class") ?? "")) kept = out.doc.createElement("h1");
  else if (BLOCKS.has(tag)) kept = out.doc.createElement(tag.toLowerCase());
  else if (tag === "BR") {
    out.parent.append(out.doc.createElement("br"));
    return;
  } else if (tag === "A") {
    const href = hrefOf(element);
    if (href) {
      kept = out.doc.createElement("a");
      kept.setAttribute("href", href);
    }
  }

  let target = out.parent;
  if (kept) {
    out.parent.append(kept);
    target = kept;
  }
  // Emphasis may come from the element itself (b, i) or from its style (Google Docs' spans).
  if (!heading && isBold(element)) {
    const strong = out.doc.createElement("strong");
    target.append(strong);
    target = strong;
  }
  if (isItalic(element)) {
    const em = out.doc.createElement("em");
    target.append(em);
    target = em;
  }
  copyChildren(element, target, out.doc);
}

/** Google Docs nests a list directly inside a list: it moves into the item before it, where HTML wants it. */
function nestLists(root: Element) {
  for (const list of Array.from(root.querySelectorAll("ul > ul, ul > ol, ol > ul, ol > ol"))) {
    const previous = list.previousElementSibling;
    if (previous?.tagName === "LI") previous.append(list);
  }
}

/** Word's list paragraphs in a row become lists, nested by their level, before the copy. */
function wordListsToHtml(source: Element, doc: Document) {
  const paragraphs = Array.from(source.querySelectorAll("p")).filter((p) => wordListItem(p));
  let stack: { level: number; list: Element }[] = [];
  let previous: Element | undefined;
  for (const paragraph of paragraphs) {
    const item = wordListItem(paragraph)!;
    const continues = previous !== undefined && previous.nextElementSibling === paragraph;
    if (!continues) stack = [];
    while (stack.length && stack.at(-1)!.level > item.level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < item.level) {
      const list = doc.createElement(item.ordered ? "ol" : "ul");
      if (top) (top.list.lastElementChild ?? top.list).append(list);
      else paragraph.before(list);
      top = { level: item.level, list };
      stack.push(top);
    }
    const li = doc.createElement("li");
    li.append(...Array.from(paragraph.childNodes));
    top.list.append(li);
    previous = paragraph;
  }
  // Emptied, they stayed in place until now to tell which paragraphs follow one another.
  for (const paragraph of paragraphs) paragraph.remove();
}

/** The pasted HTML, cleaned to what the editor keeps. */
export function normalisePastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const source = parser.parseFromString(html, "text/html");
  const doc = source.implementation.createHTMLDocument("");
  wordListsToHtml(source.body, source);
  const root = doc.createElement("div");
  copyChildren(source.body, root, doc);
  nestLists(root);
  for (const empty of Array.from(root.querySelectorAll("strong, em, a, p")).reverse()) {
    if (!empty.textContent && !empty.querySelector("br")) empty.remove();
  }
  return root.innerHTML;
}
