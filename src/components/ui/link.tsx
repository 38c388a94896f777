"use client";

// The one wrapper the rule points every other component to.
// eslint-disable-next-line no-restricted-imports
import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * next/link that prefetches the page it opens once a visitor reaches for it (a pointer over it,
 * a finger on it, the keyboard's focus) rather than as soon as it is on screen: the prefetches of
 * every link in view ran while the page was starting and held the main thread (decision 240).
 * Every link the shared components and the public pages draw goes through here (the lint rule
 * sees to it); the admin area's own pages keep next/link's prefetch on sight.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [reachedFor, setReachedFor] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={reachedFor ? prefetch : false}
      onMouseEnter={(event) => {
        setReachedFor(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setReachedFor(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setReachedFor(true);
        onFocus?.(event);
      }}
    />
  );
}
