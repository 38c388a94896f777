import type { ProcessPhase } from "@/content/services/overview";
import { CheckList } from "./feature-grid";
import { Tabs } from "@/components/ui/tabs";

/** The four phases of our process, one tab each; Discovery shows first. */
export function ProcessTabs({ label, phases }: { label: string; phases: ProcessPhase[] }) {
  return (
    <Tabs
      label={label}
      tone="muted"
      tabs={phases.map((phase) => ({
        label: phase.label,
        panel: (
          <div className="grid gap-8 rounded-lg bg-white p-8 shadow-sm ring-1 ring-ink-200 lg:grid-cols-2 lg:p-12">
            <div>
              <h3 className="text-2xl font-bold tracking-tight text-ink-900">{phase.heading}</h3>
              <p className="mt-4 text-lg leading-8 text-ink-600">{phase.description}</p>
              <p className="mt-6 rounded-lg bg-brand-50 p-5 leading-7 text-brand-900 ring-1 ring-brand-100">
                <strong className="font-semibold">What you get: </strong>
                {phase.outcome}
              </p>
            </div>
            <div>
              <h4 className="font-semibold text-ink-900">What happens</h4>
              <CheckList items={phase.activities} className="mt-4" />
            </div>
          </div>
        ),
      }))}
    />
  );
}
