"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { deletePostAction } from "../actions";

/** A delete button that asks first, in a modal dialog: Cancel or Delete Post. */
export function DeletePostButton({ id, title }: { id: number; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await deletePostAction(id).catch(() => ({
        ok: false as const,
        error: "An error occurred while deleting the post",
      }));
      dialog.current?.close();
      if (!result.ok) {
        toast({ title: "Error", description: result.error, variant: "destructive" });
        return;
      }
      toast({ title: "Post deleted", description: `"${title}" was deleted.` });
      router.refresh();
    });
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => dialog.current?.showModal()} className="text-red-700">
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only"> {title}</span>
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-full max-w-md rounded-xl p-6 shadow-xl backdrop:bg-ink-950/50"
      >
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          Delete this post?
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          &ldquo;{title}&rdquo; will be removed from the blog. This cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Deleting..." : "Delete Post"}
          </Button>
        </div>
      </dialog>
    </>
  );
}
