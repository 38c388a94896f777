"use client";

import Image from "next/image";
import { useState } from "react";
import { initialsOf } from "@/content/authors";
import { cn } from "@/lib/utils";

/** The author's picture; their initials if it cannot be loaded. */
export function AuthorAvatar({
  name,
  src,
  size,
  className,
}: {
  name: string;
  src: string;
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
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
      ) : (
        <Image src={src} alt={name} width={size} height={size} onError={() => setFailed(true)} />
      )}
    </span>
  );
}
