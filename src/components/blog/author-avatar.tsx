"use client";

import Image from "next/image";
import { useState } from "react";
import { initialsOf } from "@/lib/initials";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { cn } from "@/lib/utils";
import { ResponsivePicture } from "./responsive-picture";

/**
 * The author's picture; their initials if they have none or it cannot be loaded. An uploaded
 * picture the media library knows (`image`) comes in its own variants.
 */
export function AuthorAvatar({
  name,
  src,
  size,
  className,
  image,
}: {
  name: string;
  src: string;
  size: number;
  className?: string;
  image?: ResolvedImage;
}) {
  const [failed, setFailed] = useState(src === "");
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-bold text-white",
        className,
      )}
      style={{ width: size, height: size, fontSize: size / 2.8 }}
    >
      {failed ? (
        <span role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      ) : image?.srcset ? (
        <ResponsivePicture
          src={src}
          image={image}
          alt={name}
          sizes={`${size}px`}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <Image src={src} alt={name} width={size} height={size} onError={() => setFailed(true)} />
      )}
    </span>
  );
}
