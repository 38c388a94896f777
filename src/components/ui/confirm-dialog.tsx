"use client";

import { type ReactNode, type Ref, useId } from "react";

/**
 * A modal question before something that cannot be undone: the native `<dialog>`, opened with
 * `showModal()` through `ref`, so focus stays inside and Escape cancels.
 */
export function ConfirmDialog({
  ref,
  title,
  children,
  actions,
}: {
  ref: Ref<HTMLDialogElement>;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The buttons (Cancel first), laid out in a row at the bottom. */
  actions: ReactNode;
}) {
  const headingId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-auto w-full max-w-md rounded-xl p-6 shadow-xl backdrop:bg-ink-950/50"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-ink-700">{children}</p>
      <div className="mt-6">{actions}</div>
    </dialog>
  );
}
