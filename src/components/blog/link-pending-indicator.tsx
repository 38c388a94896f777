"use client";

import { useLinkStatus } from "next/link";
import { Spinner } from "@/components/ui/spinner";

/**
 * Put inside a Link: while the page it opens is on its way, a spinner shows at the top of
 * the window, without moving anything on the page.
 */
export function LinkPendingIndicator() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      <Spinner
        label="Loading…"
        className="rounded-full bg-white px-4 py-2 text-brand-700 shadow-lg ring-1 ring-ink-200"
      />
    </span>
  );
}
