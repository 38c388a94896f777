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
].join(" ");
