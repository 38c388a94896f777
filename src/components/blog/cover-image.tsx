import { ServerImage } from "@/components/ui/server-image";
import { defaultCover } from "@/content/blog/default-cover";
import { isSiteLocalPath } from "@/lib/security/local-path";
import { cn } from "@/lib/utils";

/** Images come from this site only (no network at run time); anything else gets the default cover. */
function localCover(cover: string): string {
  return isSiteLocalPath(cover) ? cover : defaultCover;
}

/** A post's cover, cropped to the 1200 × 630 frame every cover is drawn for. */
export function CoverImage({
  cover,
  alt,
  sizes,
  priority,
  className,
}: {
  cover: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("relative aspect-[40/21] overflow-hidden bg-brand-50", className)}>
      <ServerImage src={localCover(cover)} alt={alt} fill sizes={sizes} eager={priority} className="object-cover" />
    </div>
  );
}
