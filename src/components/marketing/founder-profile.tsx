import type { ShownPerson } from "@/server/content/people";
import { renderMarkdown } from "@/server/blog/markdown";
import { PersonPortrait } from "./person-portrait";
import { Container } from "./section";

/** The frame of the founder's portrait, 6 by 7: the seeded one's size. */
const FRAME = { width: 480, height: 560 };

/** The founder's portrait beside the story of who they are (their long bio, markdown). */
export function FounderProfile({ founder, eyebrow }: { founder: ShownPerson; eyebrow: string }) {
  const role = [founder.role, founder.experience && `${founder.experience} of experience`].filter(Boolean).join(" · ");
  return (
    <section aria-labelledby="founder-heading" className="bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        {founder.photo ? (
          <PersonPortrait
            person={founder}
            frame={FRAME}
            sizes="(min-width: 1024px) 33vw, 100vw"
            className="mx-auto aspect-[6/7] h-auto w-full max-w-sm rounded-2xl object-cover shadow-lg ring-1 ring-ink-200"
          />
        ) : (
          <div />
        )}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
          <h2 id="founder-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {founder.name}
          </h2>
          {role && <p className="mt-1 text-lg font-medium text-ink-600">{role}</p>}
          <div
            className="text-lg leading-8 text-ink-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_li]:mt-2 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: renderMarkdown(founder.longBio || founder.shortBio) }}
          />
        </div>
      </Container>
    </section>
  );
}
