import type { Ctx } from "@milkdown/ctx";
import {
  commandsCtx,
  defaultValueCtx,
  Editor,
  editorViewCtx,
  editorViewOptionsCtx,
  parserCtx,
  remarkStringifyOptionsCtx,
  rootCtx,
  serializerCtx,
} from "@milkdown/core";
import { clipboard } from "@milkdown/plugin-clipboard";
import { cursor } from "@milkdown/plugin-cursor";
import { history } from "@milkdown/plugin-history";
import { trailing } from "@milkdown/plugin-trailing";
import {
  blockquoteSchema,
  bulletListSchema,
  codeBlockSchema,
  commonmark,
  createCodeBlockCommand,
  emphasisSchema,
  headingSchema,
  imageSchema,
  insertHrCommand,
  linkSchema,
  orderedListSchema,
  paragraphSchema,
  remarkPreserveEmptyLinePlugin,
  strongSchema,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/preset-commonmark";
import { gfm, insertTableCommand } from "@milkdown/preset-gfm";
import { keymap } from "@milkdown/prose/keymap";
import type { MarkType, Node as ProseNode, NodeType } from "@milkdown/prose/model";
import { type EditorState, NodeSelection, Plugin, TextSelection } from "@milkdown/prose/state";
import type { EditorView } from "@milkdown/prose/view";
import { lift, setBlockType } from "@milkdown/prose/commands";
import { $nodeSchema, $prose, $remark } from "@milkdown/utils";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { remarkLeafDirectives } from "@/lib/blog/article-syntax";
import { normalisePastedHtml } from "./paste";

/**
 * The rich-text editor itself (decisions 028 and 029): Milkdown's CommonMark and GFM presets, the
 * article directives as one atom node, and what the field needs of it. Loaded by the field only
 * in the browser, so that the form works, as a textarea, before and without it.
 */

export type DirectiveAttrs = {
  name: string;
  attributes: Record<string, string>;
  /** The label as markdown's syntax tree (a caption's emphasis survives the round trip). */
  label: Root["children"];
};

/** Which formats the selection has, for the toolbar's pressed buttons. */
export interface Formats {
  bold: boolean;
  italic: boolean;
  link: string | undefined;
  heading: number | undefined;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  code: boolean;
  /** The selected image or figure, which the image dialog then edits. */
  image: ImageFields | undefined;
  /** The selected video, which the video dialog then edits. */
  video: { src: string; title: string } | undefined;
  /** The selected call-to-action button, which its dialog then edits. */
  callToAction: { href: string; label: string } | undefined;
}

export interface ImageFields {
  src: string;
  alt: string;
  caption: string;
}

export interface EditorCallbacks {
  /** The document changed: its markdown, the original one while it is unchanged. */
  onMarkdown: (markdown: string) => void;
  onFormats: (formats: Formats) => void;
  /** Mod-K: the link dialog, for the selection. */
  onLinkShortcut: () => void;
  /** Image files dropped or pasted: where they go is the placeholder the editor inserted. */
  onImageFiles: (files: File[]) => void;
}

const directiveSchema = $nodeSchema("article_directive", () => ({
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,
  attrs: { name: { default: "" }, attributes: { default: {} }, label: { default: [] } },
  parseDOM: [
    {
      tag: "div[data-article-directive]",
      getAttrs: (dom) => JSON.parse((dom as HTMLElement).dataset.articleDirective ?? "{}") as DirectiveAttrs,
    },
  ],
  toDOM: (node) => directiveDom(node.attrs as DirectiveAttrs),
  parseMarkdown: {
    match: (node) => node.type === "leafDirective",
    runner: (state, node, type) => {
      const directive = node as unknown as { name: string; attributes?: Record<string, string>; children?: [] };
      state.addNode(type, {
        name: directive.name,
        attributes: directive.attributes ?? {},
        label: directive.children ?? [],
      });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === "article_directive",
    runner: (state, node) => {
      const attrs = node.attrs as DirectiveAttrs;
      state.addNode("leafDirective", attrs.label as never, undefined, {
        name: attrs.name,
        attributes: attrs.attributes,
      });
    },
  },
}));

/** An image on its way to the server: nothing of it is written to the markdown until it arrives. */
const uploadSchema = $nodeSchema("image_upload", () => ({
  group: "block",
  atom: true,
  selectable: true,
  attrs: { id: { default: "" }, name: { default: "" }, status: { default: "" } },
  parseDOM: [],
  toDOM: (node) => [
    "div",
    { class: "rich-text-upload", "data-upload": node.attrs.id },
    ["span", { class: "rich-text-upload-name" }, node.attrs.name],
    ["span", { class: "rich-text-upload-status" }, node.attrs.status],
  ],
  parseMarkdown: { match: () => false, runner: () => undefined },
  toMarkdown: { match: (node) => node.type.name === "image_upload", runner: () => undefined },
}));

function textOfLabel(label: DirectiveAttrs["label"]): string {
  const walk = (nodes: unknown[]): string =>
    nodes
      .map((node) => {
        const n = node as { value?: string; children?: unknown[] };
        return n.value ?? (n.children ? walk(n.children) : "");
      })
      .join("");
  return walk(label);
}

/** How a directive looks while writing: the picture and caption, the video's panel, the button. */
function directiveDom(attrs: DirectiveAttrs): [string, Record<string, string>, ...unknown[]] {
  const data = {
    "data-article-directive": JSON.stringify(attrs),
    class: `rich-text-directive rich-text-${attrs.name}`,
  };
  const label = textOfLabel(attrs.label);
  if (attrs.name === "figure") {
    return [
      "div",
      data,
      ["img", { src: attrs.attributes.src ?? "", alt: attrs.attributes.alt ?? "" }],
      ["p", { class: "rich-text-caption" }, label],
    ];
  }
  if (attrs.name === "video") {
    return [
      "div",
      data,
      ["span", { class: "rich-text-video-play", "aria-hidden": "true" }],
      ["span", { class: "rich-text-video-title" }, `Video: ${label || "untitled"}`],
      ["span", { class: "rich-text-video-src" }, attrs.attributes.src ?? ""],
    ];
  }
  if (attrs.name === "cta") {
    return [
      "div",
      data,
      ["span", { class: "rich-text-cta-button" }, label],
      ["span", { class: "rich-text-cta-href" }, `Button to ${attrs.attributes.href ?? ""}`],
    ];
  }
  return ["div", data, `::${attrs.name}[${label}]`];
}

const remarkDirectives = $remark("articleDirectives", () => remarkLeafDirectives);

/**
 * A bare address stays text, as the public renderer reads it (decision 029): Milkdown's GFM would
 * make it a link and write it back as `<https://…>`, which the renderer does draw as a link.
 */
const remarkBareAddresses = $remark("bareAddresses", () => () => (tree: Root, file: { value: unknown }) => {
  visit(tree, "link", (link, index, parent) => {
    const start = link.position?.start.offset;
    if (start === undefined || !parent || index === undefined) return;
    if ("[<".includes(String(file.value).charAt(start))) return;
    parent.children.splice(index, 1, ...link.children);
    return index;
  });
});

/**
 * Milkdown's image node wants its title as text, and remark gives `null` to an image written
 * without one (`![alt](src)`, every image of an existing post): the node would be refused and the
 * image dropped from the document. An empty title is written as none.
 */
const remarkImageTitles = $remark("imageTitles", () => () => (tree: Root) => {
  visit(tree, "image", (image) => {
    image.title ??= "";
  });
});

type NodeTypes = ReturnType<typeof nodeTypes>;

function nodeTypes(ctx: Ctx) {
  return {
    heading: headingSchema.type(ctx),
    bulletList: bulletListSchema.type(ctx),
    orderedList: orderedListSchema.type(ctx),
    blockquote: blockquoteSchema.type(ctx),
    codeBlock: codeBlockSchema.type(ctx),
    strong: strongSchema.type(ctx),
    emphasis: emphasisSchema.type(ctx),
    link: linkSchema.type(ctx),
    image: imageSchema.type(ctx),
  };
}

function formatsOf(state: EditorState, types: NodeTypes): Formats {
  const { from, to, empty, $from } = state.selection;
  const hasMark = (mark: MarkType) =>
    empty ? Boolean(mark.isInSet(state.storedMarks ?? $from.marks())) : state.doc.rangeHasMark(from, to, mark);
  const ancestor = (type: NodeType) => {
    for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return $from.node(depth);
    return undefined;
  };
  let link: string | undefined;
  state.doc.nodesBetween(from, empty ? from + 1 : to, (node) => {
    const found = node.marks.find((mark) => mark.type === types.link);
    if (found) link = String(found.attrs.href);
  });
  const parent = $from.parent;
  const selected = state.selection instanceof NodeSelection ? state.selection.node : undefined;
  const attrs = selected?.attrs;
  const directive = selected?.type.name === "article_directive" ? (attrs as DirectiveAttrs) : undefined;
  const image =
    selected?.type === types.image
      ? { src: String(attrs!.src), alt: String(attrs!.alt), caption: "" }
      : directive?.name === "figure"
        ? {
            src: directive.attributes.src ?? "",
            alt: directive.attributes.alt ?? "",
            caption: textOfLabel(directive.label),
          }
        : undefined;
  return {
    image,
    video:
      directive?.name === "video"
        ? { src: directive.attributes.src ?? "", title: textOfLabel(directive.label) }
        : undefined,
    callToAction:
      directive?.name === "cta"
        ? { href: directive.attributes.href ?? "", label: textOfLabel(directive.label) }
        : undefined,
    bold: hasMark(types.strong),
    italic: hasMark(types.emphasis),
    link,
    heading: parent.type === types.heading ? Number(parent.attrs.level) : undefined,
    bulletList: ancestor(types.bulletList) !== undefined,
    orderedList: ancestor(types.orderedList) !== undefined,
    quote: ancestor(types.blockquote) !== undefined,
    code: parent.type === types.codeBlock,
  };
}

export interface RichEditor {
  view: EditorView;
  /** The markdown the field holds now. */
  markdown: () => string;
  toggleBold: () => void;
  toggleItalic: () => void;
  /** Heading of a level, or back to a paragraph when the block is that heading already. */
  heading: (level: number) => void;
  bulletList: () => void;
  orderedList: () => void;
  quote: () => void;
  codeBlock: () => void;
  horizontalRule: () => void;
  table: () => void;
  /** Links the selection (or inserts `text` linked, where nothing is selected); empty href unlinks. */
  link: (href: string, text: string) => void;
  /** The selected text, for the link dialog's text field. */
  selectedText: () => string;
  /** Inserts an image (a figure with a caption), or replaces the selected one. */
  insertImage: (image: ImageFields) => void;
  /** Inserts a directive, or replaces the selected one (a video or a button edited in place). */
  insertDirective: (attrs: DirectiveAttrs) => void;
  /** A placeholder for an upload where the selection is; its id. */
  insertUpload: (name: string) => string;
  setUploadStatus: (id: string, status: string) => void;
  /** Swaps an upload's placeholder for its image, or removes it (no image). */
  resolveUpload: (id: string, image?: { src: string; alt: string }) => void;
  /** A document from outside (a restored revision), kept byte for byte while it is not edited. */
  replace: (markdown: string) => void;
  focus: () => void;
  destroy: () => void;
}

let uploadCount = 0;

/** The extent of the link the cursor stands in, to edit or remove it whole. */
function linkAround(state: EditorState, type: MarkType): { from: number; to: number } | undefined {
  const { $from } = state.selection;
  const runs: { from: number; to: number }[] = [];
  let position = $from.start();
  let linked = false;
  $from.parent.forEach((child) => {
    const inLink = Boolean(type.isInSet(child.marks));
    if (inLink && linked) runs.at(-1)!.to = position + child.nodeSize;
    else if (inLink) runs.push({ from: position, to: position + child.nodeSize });
    linked = inLink;
    position += child.nodeSize;
  });
  return runs.find((run) => run.from <= $from.pos && $from.pos <= run.to);
}

/** Builds the editor in `root` with `markdown`; the original markdown is kept while nothing changes. */
export async function createRichEditor(
  root: HTMLElement,
  markdown: string,
  viewAttributes: Record<string, string>,
  callbacks: EditorCallbacks,
): Promise<RichEditor> {
  // The markdown as given, what it serializes to untouched, and how (once the editor exists).
  const guard: { original: string; serialize?: (doc: ProseNode) => string; baseline?: string } = { original: markdown };
  const current = (doc: ProseNode) => {
    if (!guard.serialize) return guard.original;
    const written = guard.serialize(doc);
    // The editor's trailing empty paragraph is no change of the post.
    return written.trimEnd() === guard.baseline!.trimEnd() ? guard.original : written;
  };

  const watch = $prose(
    (ctx) =>
      new Plugin({
        view: () => ({
          update: (view, previous) => {
            if (!view.state.doc.eq(previous.doc)) callbacks.onMarkdown(current(view.state.doc));
            callbacks.onFormats(formatsOf(view.state, nodeTypes(ctx)));
          },
        }),
      }),
  );
  const shortcuts = $prose(() =>
    keymap({
      "Mod-k": () => {
        callbacks.onLinkShortcut();
        return true;
      },
    }),
  );

  const imagesOf = (files: FileList | null | undefined) =>
    Array.from(files ?? []).filter((file) => file.type.startsWith("image/"));

  const editor = await Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, root);
      ctx.set(defaultValueCtx, markdown);
      ctx.update(remarkStringifyOptionsCtx, (options) => ({
        ...options,
        bullet: "-" as const,
        rule: "-" as const,
        emphasis: "*" as const,
        strong: "*" as const,
        fences: true,
      }));
      ctx.update(editorViewOptionsCtx, (options) => ({
        ...options,
        attributes: viewAttributes,
        transformPastedHTML: (html: string) => normalisePastedHtml(html),
        handlePaste: (_view: EditorView, event: ClipboardEvent) => {
          const files = imagesOf(event.clipboardData?.files);
          if (files.length === 0) return false;
          event.preventDefault();
          callbacks.onImageFiles(files);
          return true;
        },
        handleDrop: (view: EditorView, event: DragEvent) => {
          const files = imagesOf(event.dataTransfer?.files);
          if (files.length === 0) return false;
          event.preventDefault();
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
          if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
          callbacks.onImageFiles(files);
          return true;
        },
      }));
    })
    .use(commonmark.filter((plugin) => !remarkPreserveEmptyLinePlugin.includes(plugin)))
    .use(gfm)
    .use(remarkDirectives)
    .use(remarkImageTitles)
    .use(remarkBareAddresses)
    .use(directiveSchema)
    .use(uploadSchema)
    .use(history)
    .use(clipboard)
    .use(trailing)
    .use(cursor)
    .use(shortcuts)
    .use(watch)
    .create();

  const ctx = editor.ctx;
  const view = ctx.get(editorViewCtx);
  const parse = ctx.get(parserCtx);
  guard.serialize = ctx.get(serializerCtx);
  guard.baseline = guard.serialize(parse(markdown));
  const call = <T>(command: { key: never } | { key: unknown }, payload?: T) =>
    ctx.get(commandsCtx).call((command as { key: never }).key, payload as never);
  const run = (command: (state: EditorState, dispatch: EditorView["dispatch"]) => boolean) => {
    command(view.state, view.dispatch);
    view.focus();
  };
  const types = () => nodeTypes(ctx);

  function findUpload(id: string): { node: ProseNode; pos: number } | undefined {
    let found: { node: ProseNode; pos: number } | undefined;
    view.state.doc.descendants((node, pos) => {
      if (node.type.name === "image_upload" && node.attrs.id === id) found = { node, pos };
      return !found;
    });
    return found;
  }

  function inWrapper(type: NodeType) {
    const { $from } = view.state.selection;
    for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return true;
    return false;
  }

  return {
    view,
    markdown: () => current(view.state.doc),
    toggleBold: () => (call(toggleStrongCommand), view.focus()),
    toggleItalic: () => (call(toggleEmphasisCommand), view.focus()),
    heading: (level) => {
      const parent = view.state.selection.$from.parent;
      if (parent.type === types().heading && parent.attrs.level === level) {
        run(setBlockType(paragraphSchema.type(ctx)));
      } else {
        call(wrapInHeadingCommand, level);
        view.focus();
      }
    },
    bulletList: () => (inWrapper(types().bulletList) ? run(lift) : (call(wrapInBulletListCommand), view.focus())),
    orderedList: () => (inWrapper(types().orderedList) ? run(lift) : (call(wrapInOrderedListCommand), view.focus())),
    quote: () => (inWrapper(types().blockquote) ? run(lift) : (call(wrapInBlockquoteCommand), view.focus())),
    codeBlock: () =>
      view.state.selection.$from.parent.type === types().codeBlock
        ? run(setBlockType(paragraphSchema.type(ctx)))
        : (call(createCodeBlockCommand), view.focus()),
    horizontalRule: () => (call(insertHrCommand), view.focus()),
    table: () => (call(insertTableCommand, { row: 3, col: 3 }), view.focus()),
    link: (href, text) => {
      const mark = linkSchema.type(ctx);
      const selection = view.state.selection;
      const around = selection.empty ? linkAround(view.state, mark) : undefined;
      const { from, to } = around ?? selection;
      const empty = from === to;
      let tr = view.state.tr;
      if (empty) {
        if (!href || !text) return view.focus();
        tr = tr.insertText(text, from).addMark(from, from + text.length, mark.create({ href }));
      } else {
        tr = tr.removeMark(from, to, mark);
        if (href) tr = tr.addMark(from, to, mark.create({ href }));
      }
      view.dispatch(tr.scrollIntoView());
      view.focus();
    },
    selectedText: () => {
      const { from, to } = view.state.selection;
      return view.state.doc.textBetween(from, to, " ");
    },
    insertImage: ({ src, alt, caption }) => {
      const image = imageSchema.type(ctx);
      const { selection } = view.state;
      const selected = selection instanceof NodeSelection ? selection.node : undefined;
      let tr = view.state.tr;
      if (selected?.type === image && !caption) {
        // Described, the image keeps its place and the cursor moves after it, so what comes next does not replace it.
        tr = tr.setNodeMarkup(selection.from, undefined, { ...selected.attrs, src, alt });
        tr = tr.setSelection(TextSelection.create(tr.doc, selection.to));
      } else {
        // An image alone in its paragraph gives the whole paragraph to what replaces it.
        if (selected?.type === image && selection.$from.parent.childCount === 1) {
          tr = tr.setSelection(NodeSelection.create(tr.doc, selection.$from.before()));
        }
        const node = caption
          ? directiveSchema
              .type(ctx)
              .create({ name: "figure", attributes: { src, alt }, label: [{ type: "text", value: caption }] })
          : paragraphSchema.type(ctx).create(null, image.create({ src, alt, title: "" }));
        tr = tr.replaceSelectionWith(node);
      }
      view.dispatch(tr.scrollIntoView());
      view.focus();
    },
    insertDirective: (attrs) => {
      view.dispatch(view.state.tr.replaceSelectionWith(directiveSchema.type(ctx).create(attrs)).scrollIntoView());
      view.focus();
    },
    insertUpload: (name) => {
      const id = `upload-${++uploadCount}`;
      const node = uploadSchema.type(ctx).create({ id, name, status: "Waiting to upload" });
      view.dispatch(view.state.tr.replaceSelectionWith(node).scrollIntoView());
      return id;
    },
    setUploadStatus: (id, status) => {
      const found = findUpload(id);
      if (!found) return;
      view.dispatch(
        view.state.tr
          .setNodeMarkup(found.pos, undefined, { ...found.node.attrs, status })
          .setMeta("addToHistory", false),
      );
    },
    resolveUpload: (id, image) => {
      const found = findUpload(id);
      if (!found) return;
      const { pos, node } = found;
      const tr = image
        ? view.state.tr.replaceWith(
            pos,
            pos + node.nodeSize,
            paragraphSchema.type(ctx).create(null, imageSchema.type(ctx).create({ ...image, title: "" })),
          )
        : view.state.tr.delete(pos, pos + node.nodeSize);
      view.dispatch(tr);
    },
    replace: (next) => {
      const doc = parse(next);
      guard.original = next;
      guard.baseline = guard.serialize!(doc);
      view.dispatch(
        view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content).setMeta("addToHistory", false),
      );
    },
    focus: () => view.focus(),
    destroy: () => void editor.destroy(),
  };
}
