import { ResponsivePicture } from "@/components/blog/responsive-picture";
import { ServerImage } from "@/components/ui/server-image";
import type { ShownPerson } from "@/server/content/people";

/**
 * A person's photo on the About page, cropped to the frame the design gives it: an upload the
 * media library knows comes in its own variants and size; a picture of the site's own (the
 * seeded portraits) is drawn at the frame's size.
 */
export function PersonPortrait({
  person,
  frame,
  sizes,
  className,
}: {
  person: ShownPerson;
  frame: { width: number; height: number };
  sizes: string;
  className: string;
}) {
  const alt = person.photoAlt || person.photoImage?.alt || person.name;
  return person.photoImage?.srcset ? (
    <ResponsivePicture
      src={person.photo}
      image={{ ...person.photoImage, alt }}
      alt={alt}
      sizes={sizes}
      className={className}
    />
  ) : (
    <ServerImage
      src={person.photo}
      width={person.photoImage?.width ?? frame.width}
      height={person.photoImage?.height ?? frame.height}
      alt={alt}
      sizes={sizes}
      className={className}
    />
  );
}
