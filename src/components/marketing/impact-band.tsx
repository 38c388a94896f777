import { impactStatsFor } from "@/content/impact-stats";

/** Four headline figures; which four depends on the page it sits on. */
export function ImpactBand({ path }: { path: string }) {
  const set = impactStatsFor(path);
  return (
    <section aria-labelledby="impact-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="impact-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {set.heading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
          {set.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm text-brand-100 sm:text-base">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-accent-300 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        {set.note && <p className="mt-8 text-center text-xs text-brand-200">{set.note}</p>}
      </div>
    </section>
  );
}
