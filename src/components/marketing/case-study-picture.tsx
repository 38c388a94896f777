import { ResponsivePicture } from "@/components/blog/responsive-picture";
import { caseStudyPictureSizes } from "@/content/case-studies";
import type { ShownCaseStudy } from "@/server/content/case-studies";
import { Illustration } from "./illustration";

export const COVER_SIZE = caseStudyPictureSizes.cover;
export const GALLERY_SIZE = caseStudyPictureSizes.gallery;

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
