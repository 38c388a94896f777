import type { Step } from "@/content/types";
import { cn } from "@/lib/utils";

/** A numbered process, read left to right on wide screens and top to bottom on narrow ones. */
export function StepList({ steps, tone = "light" }: { steps: Step[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <ol className={cn("grid gap-6 sm:grid-cols-2", steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn("rounded-lg p-6 ring-1", dark ? "bg-white/5 ring-white/10" : "bg-white shadow-sm ring-ink-200")}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-10 items-center justify-center rounded-full text-lg font-bold",
              dark ? "bg-accent-400 text-ink-900" : "bg-brand-700 text-white",
            )}
          >
            {index + 1}
          </span>
          <h3 className={cn("mt-4 text-lg font-semibold", dark ? "text-white" : "text-ink-900")}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          {step.duration && (
            <p className={cn("mt-1 text-sm font-medium", dark ? "text-accent-300" : "text-brand-700")}>
              {step.duration}
            </p>
          )}
          <p className={cn("mt-2 leading-7", dark ? "text-brand-100" : "text-ink-600")}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
