import type { Step } from "@/content/types";

/**
 * A process as a timeline: a row of numbered stops from 768 px up, a vertical list below.
 * Pure CSS; the connecting line is drawn by the list itself.
 */
export function ProcessTimeline({ steps }: { steps: Step[] }) {
  return (
    <ol className="relative grid gap-10 before:absolute before:bottom-2 before:left-5 before:top-2 before:w-0.5 before:bg-brand-200 md:grid-cols-5 md:gap-6 md:before:inset-x-[10%] md:before:bottom-auto md:before:top-5 md:before:h-0.5 md:before:w-auto">
      {steps.map((step, index) => (
        <li key={step.title} className="relative pl-16 md:pl-0 md:pt-16 md:text-center">
          <span
            aria-hidden="true"
            className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white md:left-1/2 md:-translate-x-1/2"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-ink-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          {step.duration && <p className="mt-1 text-sm font-medium text-brand-700">{step.duration}</p>}
          <p className="mt-2 leading-7 text-ink-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
