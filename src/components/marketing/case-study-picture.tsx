import { ResponsivePicture } from "@/components/blog/responsive-picture";
import type { ShownCaseStudy } from "@/server/content/case-studies";
import { Illustration } from "./illustration";

/** The size a picture the media library does not know is drawn at: the seeded illustrations' own. */
export const COVER_SIZE = { width: 800, height: 450 };
export const GALLERY_SIZE = { width: 600, height: 400 };

/** A case study's cover or gallery picture: an upload in its sizes and formats, an illustration as it is. */
export function CaseStudyPicture({
  study,
  src,
  alt,
  size,
  sizes,
  eager,
  className,
}: {
  study: ShownCaseStudy;
  src: string;
  alt: string;
  size: { width: number; height: number };
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const image = study.images.get(src);
  if (image?.srcset)
    return (
      <ResponsivePicture
        src={src}
        image={image}
        alt={alt}
        sizes={sizes}
        eager={eager}
        className={`h-auto w-full ${className ?? ""}`}
      />
    );
  return (
    <Illustration
      image={{ src, alt, width: image?.width ?? size.width, height: image?.height ?? size.height }}
      sizes={sizes}
      eager={eager}
      className={className}
    />
  );
}
