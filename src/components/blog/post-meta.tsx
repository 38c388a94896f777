import { Calendar, Clock } from "lucide";
import { Icon } from "@/components/ui/icon";
import { calendarDayOf, formatLongDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { AuthorLink } from "./author-link";

/** Author, date and reading time, in one line that wraps. */
export function PostMeta({
  author,
  publishedAt,
  readTime,
  large = false,
  className,
}: {
  author?: string;
  /** An ISO timestamp, shown as the day it falls on in Salt Lake City. */
  publishedAt: string;
  readTime: string;
  large?: boolean;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-600",
        large ? "text-base" : "text-sm",
        className,
      )}
    >
      {author && (
        <span>
          By <AuthorLink name={author} />
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={Calendar} className="size-4" />
        <time dateTime={calendarDayOf(publishedAt)}>{formatLongDate(publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={Clock} className="size-4" />
        {readTime}
      </span>
    </p>
  );
}
