import { Eye } from "lucide";
import { Icon } from "@/components/ui/icon";
import { articleCopy as copy } from "@/content/blog-pages";
import { formatDateTime } from "@/lib/dates";

/** Above an article the admin previews: it is not public yet (decision 191). */
export function PreviewBanner({ scheduledAt }: { scheduledAt: string | null }) {
  return (
    <div role="status" className="bg-amber-100 text-amber-950 ring-1 ring-amber-300">
      <p className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-6">
        <Icon icon={Eye} className="size-5" />
        <strong className="font-semibold">{copy.previewBanner}</strong>
        <span>{scheduledAt ? copy.previewScheduled(formatDateTime(scheduledAt)) : copy.previewDraft}</span>
      </p>
    </div>
  );
}
