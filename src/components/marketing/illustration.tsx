import { ServerImage } from "@/components/ui/server-image";
import type { Illustration as IllustrationData } from "@/content/types";
import { cn } from "@/lib/utils";

/**
 * One of our SVG illustrations. next/image serves a `.svg` source as is (it never passes
 * through the optimizer), with the intrinsic width and height that reserve its space.
 */
export function Illustration({
  image,
  className,
  sizes,
  eager,
}: {
  image: IllustrationData;
  className?: string;
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
}) {
  return (
    <ServerImage
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      eager={eager}
      className={cn("h-auto w-full", className)}
    />
  );
}
