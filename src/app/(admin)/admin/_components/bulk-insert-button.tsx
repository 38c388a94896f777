"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import type { BulkInsertResult } from "@/lib/blog/types";
import { SLUG_TAKEN } from "@/lib/validation/blog-post";
import type { BulkInsertSummary } from "../blogs/actions";

interface BulkInsertButtonProps extends ButtonStyle {
  label: string;
  action: () => Promise<BulkInsertSummary>;
  /** Toast title when at least one post was added or skipped. */
  successTitle: string;
  /** The toast's description after the count of posts added: "5 sample posts added", "1 sample post added". */
  added: { one: string; other: string };
  /** Toast title when nothing could be stored. */
  failureTitle: string;
  icon?: React.ReactNode;
}

function lineOf(result: BulkInsertResult): string {
  if (result.status === "added") return "Added";
  if (result.status === "skipped") return SLUG_TAKEN;
  return `Error: ${"error" in result ? result.error : ""}`;
}

/**
 * Add Sample Posts and Migrate Old Posts: one click, a toast with how many were added, and a
 * line per post saying what became of it (added, skipped because its slug is taken, or an error).
 */
export function BulkInsertButton({
  label,
  action,
  successTitle,
  added: addedText,
  failureTitle,
  icon,
  ...style
}: BulkInsertButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [results, setResults] = useState<BulkInsertResult[]>();
  const resultsId = useId();

  return (
    <div>
      <Button
        {...style}
        disabled={pending}
        aria-describedby={results ? resultsId : undefined}
        onClick={() =>
          startTransition(async () => {
            const summary = await action().catch(() => ({ ok: false, error: failureTitle }) as const);
            setResults(summary.ok ? summary.results : undefined);
            const added = summary.ok ? summary.results.filter((r) => r.status === "added").length : 0;
            if (!summary.ok || summary.results.every((r) => r.status === "error")) {
              toast({ title: failureTitle, variant: "destructive" });
              return;
            }
            toast({ title: successTitle, description: `${added} ${added === 1 ? addedText.one : addedText.other}` });
            if (added > 0) router.refresh();
          })
        }
      >
        {icon}
        {pending ? "Working..." : label}
      </Button>
      {results && (
        <section
          id={resultsId}
          aria-label={`${label}: what became of each post`}
          className="mt-2 max-w-md rounded-lg bg-white p-3 text-sm ring-1 ring-ink-200"
        >
          <ul className="space-y-1">
            {results.map((result) => (
              <li key={result.slug} className={result.status === "error" ? "text-red-700" : "text-ink-700"}>
                <span className="font-semibold text-ink-900">{result.title}</span>: {lineOf(result)}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" className="mt-2" onClick={() => setResults(undefined)}>
            Close
          </Button>
        </section>
      )}
    </div>
  );
}
