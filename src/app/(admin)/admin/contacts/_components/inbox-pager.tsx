import { ChevronLeft, ChevronRight } from "lucide";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { type InboxParams, inboxHref } from "./inbox-params";

const step =
  "inline-flex h-11 items-center gap-1.5 rounded-lg px-4 font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** "Showing 6–10 of 23": where this page sits in the folder. The total is left out when unknown. */
export function ShowingLine({ offset, shown, total }: { offset: number; shown: number; total?: number }) {
  const range = `${(offset + 1).toLocaleString("en-US")}–${(offset + shown).toLocaleString("en-US")}`;
  return (
    <p className="text-sm text-ink-600">
      Showing {range}
      {total !== undefined && ` of ${total.toLocaleString("en-US")}`}
    </p>
  );
}

/** Previous and Next; Next is offered while more submissions follow this page. */
export function InboxPager({ params, hasNext }: { params: InboxParams; hasNext: boolean }) {
  const { page } = params;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={inboxHref({ ...params, page: page - 1 })} rel="prev" className={step}>
          <Icon icon={ChevronLeft} className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      {hasNext ? (
        <Link href={inboxHref({ ...params, page: page + 1 })} rel="next" className={step}>
          Next
          <Icon icon={ChevronRight} className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
