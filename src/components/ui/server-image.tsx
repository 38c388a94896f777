import { type ImageProps, getImageProps } from "next/image";
import { preload } from "react-dom";

type ServerImageProps = Omit<
  ImageProps,
  "priority" | "preload" | "loading" | "fetchPriority" | "onLoad" | "onError"
> & {
  /** Above the fold: loaded at once, with high priority, and announced in the page's head. */
  eager?: boolean;
};

/**
 * next/image's `<img>` from a server component: the same attributes (intrinsic size, srcset
 * and sizes, the optimizer's addresses for photos, lazy loading) through `getImageProps()`,
 * without the client component, whose JavaScript every page would otherwise download.
 */
export function ServerImage({ eager = false, ...image }: ServerImageProps) {
  const { props } = getImageProps({
    ...image,
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
  });
  if (eager) {
    preload(props.src, { as: "image", fetchPriority: "high", imageSrcSet: props.srcSet, imageSizes: props.sizes });
  }
  return <img {...props} alt={image.alt} />;
}
