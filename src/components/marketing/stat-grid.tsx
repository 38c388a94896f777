import type { Statistic } from "@/content/impact-stats";
import { cn } from "@/lib/utils";

/** Headline results: each figure above the words that explain it. */
export function StatGrid({ stats }: { stats: Statistic[] }) {
  return (
    <dl className={cn("grid gap-6", stats.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3")}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-ink-200"
        >
          <dt className="mt-2 text-ink-600">{stat.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
