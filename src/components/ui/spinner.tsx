import { cn } from "@/lib/utils";

/** A turning ring; `label` is what screen readers hear while it shows. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none motion-reduce:border-dotted"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
