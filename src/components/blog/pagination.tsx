import { ChevronLeft, ChevronRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { blogListingCopy as copy } from "@/content/blog-pages";
import { cn } from "@/lib/utils";
import { BlogLink } from "./blog-link";

const step =
  "inline-flex h-11 items-center gap-1.5 rounded-lg px-4 font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Previous and Next links around "Page 2 of 5"; each link keeps the filters. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  className,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className={cn("flex items-center justify-between gap-4", className)}>
      {page > 1 ? (
        <BlogLink href={hrefFor(page - 1)} rel="prev" className={step}>
          <Icon icon={ChevronLeft} className="size-4" />
          {copy.previousPage}
        </BlogLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <BlogLink href={hrefFor(page + 1)} rel="next" className={step}>
          {copy.nextPage}
          <Icon icon={ChevronRight} className="size-4" />
        </BlogLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
