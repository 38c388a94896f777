"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import type { BulkInsertSummary } from "../blogs/actions";

interface BulkInsertButtonProps extends ButtonStyle {
  label: string;
  action: () => Promise<BulkInsertSummary>;
  /** Toast title on success; the description gives the counts. */
  successTitle: string;
  /** Toast title when nothing could be stored. */
  failureTitle: string;
  icon?: React.ReactNode;
}

function describe(summary: Extract<BulkInsertSummary, { ok: true }>): string {
  const parts = [`${summary.added} added`, `${summary.skipped} skipped (already there)`];
  if (summary.failed) parts.push(`${summary.failed} failed`);
  return parts.join(", ");
}

/** Add Sample Posts and Migrate Old Posts: one click, then a toast with what became of each post. */
export function BulkInsertButton({ label, action, successTitle, failureTitle, icon, ...style }: BulkInsertButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      {...style}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const summary = await action().catch(() => ({ ok: false, error: failureTitle }) as const);
          if (!summary.ok || (summary.failed > 0 && summary.added + summary.skipped === 0)) {
            toast({
              title: failureTitle,
              description: summary.ok ? describe(summary) : undefined,
              variant: "destructive",
            });
            return;
          }
          toast({ title: successTitle, description: describe(summary) });
          router.refresh();
        })
      }
    >
      {icon}
      {pending ? "Working..." : label}
    </Button>
  );
}
