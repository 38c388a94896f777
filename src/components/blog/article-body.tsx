import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { renderMarkdown } from "@/server/blog/markdown";
import { articleProseClass } from "./article-prose";

/** The rendered, sanitized body, styled here because the HTML comes from markdown. */
export function ArticleBody({
  markdown,
  resolveImage,
}: {
  markdown: string;
  resolveImage?: (src: string) => ResolvedImage | undefined;
}) {
  return (
    <div
      className={`mt-10 ${articleProseClass}`}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown, { resolveImage }) }}
    />
  );
}
