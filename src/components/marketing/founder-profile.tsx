import type { Founder } from "@/content/team";
import { Illustration } from "./illustration";
import { Container } from "./section";

/** The founder's portrait beside the story of who they are. */
export function FounderProfile({ founder, eyebrow }: { founder: Founder; eyebrow: string }) {
  return (
    <section aria-labelledby="founder-heading" className="bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <Illustration
          image={founder.portrait}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="mx-auto max-w-sm rounded-2xl shadow-lg ring-1 ring-ink-200"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
          <h2 id="founder-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {founder.name}
          </h2>
          <p className="mt-1 text-lg font-medium text-ink-600">
            {founder.position} · {founder.yearsOfExperience} of experience
          </p>
          {founder.bio.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-8 text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
      </Container>
    </section>
  );
}
