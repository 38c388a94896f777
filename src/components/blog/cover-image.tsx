import { ServerImage } from "@/components/ui/server-image";
import { defaultCover } from "@/content/blog/default-cover";
import { cn } from "@/lib/utils";
import { isHttpsUrl, isImageAddress } from "@/lib/validation/blog-post";

/**
 * A cover is a path of this site or an https address, shown as given (decision 191); the form
 * refuses anything else, so only a row written some other way gets the default cover.
 */
function coverSource(cover: string): string {
  return isImageAddress(cover) ? cover : defaultCover;
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
      <ServerImage
        src={coverSource(cover)}
        // The image optimizer fetches only this site's files; another site's image is loaded from it directly.
        unoptimized={isHttpsUrl(cover)}
        alt={alt}
        fill
        sizes={sizes}
        eager={priority}
        className="object-cover"
      />
    </div>
  );
}
