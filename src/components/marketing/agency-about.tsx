import type { AgencyAboutContent } from "@/content/home";
import { CheckList, FeatureGrid } from "./feature-grid";
import { Section } from "./section";

/** Who we are: mission, vision, values and the way we work. */
export function AgencyAbout({ about }: { about: AgencyAboutContent }) {
  const { mission, vision, values, approach, ...heading } = about;
  return (
    <Section {...heading}>
      <div className="grid gap-6 md:grid-cols-2">
        {[mission, vision].map((block) => (
          <div key={block.title} className="rounded-lg bg-brand-50 p-8 ring-1 ring-brand-100">
            <h3 className="text-xl font-semibold text-brand-900">{block.title}</h3>
            <p className="mt-3 text-lg leading-8 text-ink-700">{block.text}</p>
          </div>
        ))}
      </div>
      <h3 className="mt-16 text-center text-2xl font-bold tracking-tight text-ink-900">Our values</h3>
      <div className="mt-8">
        <FeatureGrid items={values} columns={4} />
      </div>
      <div className="mt-16 grid gap-8 rounded-lg bg-ink-900 p-8 text-white sm:p-12 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold tracking-tight">{approach.title}</h3>
          <p className="mt-3 text-lg leading-8 text-ink-200">{approach.text}</p>
        </div>
        <CheckList items={approach.points} tone="dark" />
      </div>
    </Section>
  );
}
