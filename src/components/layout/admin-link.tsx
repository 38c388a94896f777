"use client";

import { useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/signed-in-hint";

const noSubscription = () => () => {};

/**
 * "Admin Dashboard" for a browser that signed in, else "Admin Login". Read from a hint cookie
 * after hydration, so public pages stay the same for everyone and can be cached. A plain link:
 * the private area opens as a document of its own, the only way it gets the opener isolation
 * the public page it leaves goes without (decision 260).
 */
export function AdminLink({ className }: { className: string }) {
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
  return (
    <a href={signedIn ? "/admin" : "/login"} className={className}>
      {signedIn ? "Admin Dashboard" : "Admin Login"}
    </a>
  );
}
