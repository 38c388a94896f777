import type { Nodes } from "mdast";
import { directiveFromMarkdown, directiveToMarkdown } from "mdast-util-directive";
import { gfmTableFromMarkdown, gfmTableToMarkdown } from "mdast-util-gfm-table";
import { directive } from "micromark-extension-directive";
import { gfmTable } from "micromark-extension-gfm-table";
import type { Processor } from "unified";

/**
 * The stored format of an article body (decision 029): CommonMark, GFM tables and three leaf
 * directives, `::figure`, `::video` and `::cta`. The public renderer and the editor read it
 * with the same extensions, so what one writes the other reads.
 */

type Extension = ReturnType<typeof directive>;
type Construct = Extract<NonNullable<NonNullable<Extension["flow"]>[number]>, { tokenize: unknown }>;

const COLON = 58;

/**
 * Only the leaf form (`::name[label]{attributes}` alone on its line), and never in the middle of
 * a paragraph: the text form would read "mailto:hello" or "re:Invent" in an existing post as a
 * directive, the container form (`:::`) is not part of the format, and a line of an existing
 * paragraph stays in it. micromark-extension-directive lists the container construct first and
 * the leaf one second for the colon in flow.
 */
export function leafDirectivesOnly(): Extension {
  const flow = directive().flow![COLON];
  const leaf = (Array.isArray(flow) ? flow[1] : flow) as Construct;
  const construct: Construct = {
    ...leaf,
    tokenize(effects, ok, nok) {
      return this.interrupt ? nok : leaf.tokenize.call(this, effects, ok, nok);
    },
  };
  return { flow: { [COLON]: construct } };
}

type Data = { micromarkExtensions?: Extension[]; fromMarkdownExtensions?: unknown[]; toMarkdownExtensions?: unknown[] };

/** A remark plugin: tables and the leaf directives, to read and to write. */
export function remarkArticleSyntax(this: Processor) {
  const data = this.data() as Data;
  (data.micromarkExtensions ??= []).push(gfmTable(), leafDirectivesOnly());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), directiveFromMarkdown());
  (data.toMarkdownExtensions ??= []).push(gfmTableToMarkdown(), directiveToMarkdown({ quote: '"' }));
}

/** A remark plugin for a processor that reads tables already (the editor's): the directives alone. */
export function remarkLeafDirectives(this: Processor) {
  const data = this.data() as Data;
  (data.micromarkExtensions ??= []).push(leafDirectivesOnly());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
  (data.toMarkdownExtensions ??= []).push(directiveToMarkdown({ quote: '"' }));
}

/** The text of a node, without its markup (a directive's label as a title). */
export function plainTextOf(node: Nodes): string {
  if ("value" in node) return node.value;
  if ("children" in node) return node.children.map((child) => plainTextOf(child)).join("");
  return "alt" in node ? (node.alt ?? "") : "";
}
