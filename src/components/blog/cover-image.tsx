import { preload } from "react-dom";
import { ServerImage } from "@/components/ui/server-image";
import { defaultCover } from "@/content/blog/default-cover";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { cn } from "@/lib/utils";
import { ResponsivePicture } from "./responsive-picture";
import { isHttpsUrl, isImageAddress } from "@/lib/validation/blog-post";

/**
 * A cover is a path of this site or an https address, shown as given (decision 191); the form
 * refuses anything else, so only a row written some other way gets the default cover.
 */
function coverSource(cover: string): string {
  return isImageAddress(cover) ? cover : defaultCover;
}

/**
 * A post's cover, cropped to the 1200 × 630 frame every cover is drawn for. An uploaded cover
 * the media library knows (`resolved`) comes in its own variants, with the library's alt text.
 */
export function CoverImage({
  cover,
  alt,
  sizes,
  priority,
  className,
  resolved,
}: {
  cover: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  resolved?: ResolvedImage;
}) {
  if (resolved?.srcset) {
    // The best format the browser takes is announced in the head; one it does not take is skipped.
    const best = resolved.sources?.[0];
    if (priority) {
      preload(cover, {
        as: "image",
        fetchPriority: "high",
        imageSrcSet: best?.srcset ?? resolved.srcset,
        imageSizes: sizes,
        type: best?.type,
      });
    }
    return (
      <div className={cn("relative aspect-[40/21] overflow-hidden bg-brand-50", className)}>
        <ResponsivePicture
          src={cover}
          image={resolved}
          alt={alt}
          sizes={sizes}
          eager={priority}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    );
  }
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
