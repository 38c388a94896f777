"use client";

import { Trash } from "lucide";
import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toaster";
import { deletePostAction } from "../actions";

/** A delete button that asks first, in a modal dialog: Cancel or Delete Post. */
export function DeletePostButton({ id, title }: { id: number; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
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
        <Icon icon={Trash} className="size-4" />
        Delete<span className="sr-only"> {title}</span>
      </Button>
      <ConfirmDialog
        ref={dialog}
        title="Delete this post?"
        actions={
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => dialog.current?.close()} disabled={pending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={pending}>
              {pending ? "Deleting..." : "Delete Post"}
            </Button>
          </div>
        }
      >
        &ldquo;{title}&rdquo; will be removed from the blog. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
