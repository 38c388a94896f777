"use client";

// Never prefetched, so the wrapper that waits for a visitor to reach for a link has nothing to do here.
// eslint-disable-next-line no-restricted-imports
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/signed-in-hint";

const noSubscription = () => () => {};

/**
 * "Admin Dashboard" for a browser that signed in, else "Admin Login". Read from a hint cookie
 * after hydration, so public pages stay the same for everyone and can be cached.
 */
export function AdminLink({ className }: { className: string }) {
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
  return (
    <Link href={signedIn ? "/admin" : "/login"} className={className} prefetch={false}>
      {signedIn ? "Admin Dashboard" : "Admin Login"}
    </Link>
  );
}
