import type { ResolvedImage } from "@/lib/blog/resolved-image";

/**
 * An uploaded image in the widths and formats it is offered in (decision 126): AVIF and WebP
 * sources, and the original format as the `img` every browser understands, with its size in
 * pixels so that nothing shifts as it loads. The library's alt text replaces `alt`, except an
 * empty one: a decorative image (a card's cover beside its linked title) stays decorative.
 */
export function ResponsivePicture({
  src,
  image,
  alt,
  sizes,
  eager = false,
  className,
  onError,
}: {
  src: string;
  image: ResolvedImage;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
  onError?: () => void;
}) {
  const chosenSizes = sizes ?? image.sizes;
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={chosenSizes} />
      ))}
      <img
        src={src}
        srcSet={image.srcset}
        sizes={chosenSizes}
        width={image.width}
        height={image.height}
        alt={alt === "" ? "" : (image.alt ?? alt)}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
        onError={onError}
      />
    </picture>
  );
}
