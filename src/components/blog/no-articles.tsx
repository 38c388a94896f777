import { SearchX } from "lucide";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { blogListingCopy as copy } from "@/content/blog-pages";
import { BlogLink } from "./blog-link";

/** The listing's empty state: the heading, the reason and a way back to every article. */
export function NoArticles({ reason }: { reason: string }) {
  return (
    <div className="rounded-lg bg-white px-6 py-16 text-center ring-1 ring-ink-200">
      <Icon icon={SearchX} className="mx-auto size-10 text-ink-400" />
      <h3 className="mt-4 text-xl font-bold text-ink-900">{copy.emptyHeading}</h3>
      <p className="mt-2 text-ink-700">{reason}</p>
      <BlogLink href="/blog" className={buttonClass({ variant: "secondary" }, "mt-6")}>
        {copy.clearFilters}
      </BlogLink>
    </div>
  );
}
