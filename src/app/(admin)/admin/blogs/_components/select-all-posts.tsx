"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * "Select all on this page", for the bulk form's checkboxes. It needs scripts, so it shows only
 * once they run; without them each post's own checkbox does the same.
 */
export function SelectAllPosts({ form }: { form: string }) {
  // True in the browser once hydrated, false in the server's HTML.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!ready) return null;
  const boxes = () => document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name=ids][form="${form}"]`);
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        onChange={(event) => {
          for (const box of boxes()) box.checked = event.target.checked;
        }}
      />
      Select all on this page
    </label>
  );
}
