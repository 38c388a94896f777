import { cn } from "@/lib/utils";
import { renderMarkdown } from "@/server/blog/markdown";

/** Links in a case study's text, as the article body draws them. */
const links =
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold";

/** Paragraphs one under another, lists with a check drawn before each item, as the copy's check lists were. */
const styles = {
  paragraphs: cn("space-y-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6", links),
  checks: cn(
    "space-y-4 [&_ul]:space-y-2 [&_li]:flex [&_li]:gap-2 [&_li]:leading-6 [&_li]:text-ink-700",
    "[&_li]:before:mx-1.5 [&_li]:before:mt-1 [&_li]:before:h-3 [&_li]:before:w-2 [&_li]:before:shrink-0 [&_li]:before:rotate-45 [&_li]:before:border-r-2 [&_li]:before:border-b-2 [&_li]:before:border-brand-600 [&_li]:before:content-['']",
    links,
  ),
} as const;

/** A case study's rich text, rendered and sanitised as article bodies are (decision 198). */
export function CaseStudyText({
  markdown,
  look,
  className,
}: {
  markdown: string;
  look: keyof typeof styles;
  className?: string;
}) {
  return <div className={cn(styles[look], className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
