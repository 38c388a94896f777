import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { BlogLink } from "./blog-link";

const linkStyle =
  "inline-flex items-center gap-1.5 rounded font-semibold text-brand-800 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The "Read More" link to an article. People see "Read More"; screen readers and search
 * engines read "Read More: {title}", so the link never reads as a bare "Read More".
 */
export function ReadMoreLink({
  href,
  title,
  className = linkStyle,
}: {
  href: string;
  title: string;
  className?: string;
}) {
  return (
    <BlogLink href={href} className={className}>
      <span className="sr-only">Read More: {title}</span>
      <span aria-hidden="true">Read More</span>
      <Icon icon={ArrowRight} className="size-4" />
    </BlogLink>
  );
}
