/** How a rendered article body looks, on the public article and in the editor's preview. */
export const articleProseClass = [
  "text-lg leading-8 text-ink-800",
  "[&_h1]:mt-12 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-ink-900",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900",
  "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a:hover]:text-brand-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_li>p]:mt-0 [&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  // Tables scroll sideways on a phone rather than squeezing their columns.
  "[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:border-ink-200 [&_th]:bg-ink-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-ink-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_.article-figure]:mt-6 [&_.article-figure_img]:mt-0 [&_.article-figcaption]:mt-2 [&_.article-figcaption]:text-center [&_.article-figcaption]:text-base [&_.article-figcaption]:text-ink-600",
  // The video facade: a 16:9 panel with a play button drawn here, no picture from the provider.
  "[&_.article-video-frame]:mt-6 [&_.article-video-frame]:aspect-video [&_.article-video-frame]:overflow-hidden [&_.article-video-frame]:rounded-lg [&_.article-video-frame]:bg-ink-900",
  "[&_a.article-video]:flex [&_a.article-video]:h-full [&_a.article-video]:flex-col [&_a.article-video]:items-center [&_a.article-video]:justify-center [&_a.article-video]:gap-3 [&_a.article-video]:p-6 [&_a.article-video]:text-center [&_a.article-video]:text-white [&_a.article-video]:no-underline [&_a.article-video:hover]:text-white [&_a.article-video:focus-visible]:outline-4 [&_a.article-video:focus-visible]:-outline-offset-4 [&_a.article-video:focus-visible]:outline-white",
  "[&_.article-video-play]:size-14 [&_.article-video-play]:bg-white [&_.article-video-play]:[clip-path:polygon(15%_0,100%_50%,15%_100%)]",
  "[&_.article-video-title]:text-xl [&_.article-video-title]:font-semibold [&_.article-video-provider]:text-sm [&_.article-video-provider]:text-ink-200",
  "[&_.article-video-player]:size-full [&_.article-video-player]:border-0",
  "[&_.article-cta]:mt-8 [&_a.article-cta-link]:inline-block [&_a.article-cta-link]:rounded-lg [&_a.article-cta-link]:bg-brand-700 [&_a.article-cta-link]:px-6 [&_a.article-cta-link]:py-3 [&_a.article-cta-link]:font-semibold [&_a.article-cta-link]:text-white [&_a.article-cta-link]:no-underline [&_a.article-cta-link:hover]:bg-brand-800 [&_a.article-cta-link:hover]:text-white",
].join(" ");
