import { renderMarkdown, type RenderOptions } from "@/server/blog/markdown";
import { articleProseClass } from "./article-prose";
import { VideoFacades } from "./video-facades";

/**
 * The rendered, sanitized body, styled here because the HTML comes from markdown; the video
 * facades' click handler comes along only when the body has a video.
 */
export function ArticleBody({ markdown, resolveImage }: { markdown: string } & RenderOptions) {
  const html = renderMarkdown(markdown, { resolveImage });
  return (
    <>
      <div className={`mt-10 ${articleProseClass}`} dangerouslySetInnerHTML={{ __html: html }} />
      {html.includes("data-video-embed=") && <VideoFacades />}
    </>
  );
}
