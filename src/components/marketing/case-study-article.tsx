import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { CaseStudy } from "@/content/case-studies/types";
import { Breadcrumbs } from "./breadcrumbs";
import { CtaBand } from "./cta-band";
import { CheckList, FeatureGrid } from "./feature-grid";
import { Illustration } from "./illustration";
import { Container, Section } from "./section";
import { StatGrid } from "./stat-grid";
import { Testimonials } from "./testimonials";

function CaseStudyHero({ study }: { study: CaseStudy }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: "Case Studies", path: "/case-studies" },
              { name: study.client, path: study.meta.path },
            ]}
          />
          <Link
            href="/case-studies"
            className="mt-8 inline-flex items-center gap-2 rounded font-semibold text-accent-300 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon icon={ArrowLeft} className="size-4" />
            Back to Case Studies
          </Link>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
            {study.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
                {tag}
              </li>
            ))}
          </ul>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">{study.title}</h1>
          <p className="mt-5 text-lg leading-8 text-brand-50">{study.tagline}</p>
          <p className="mt-4 text-sm text-brand-100">
            <span className="font-semibold text-white">Industry:</span> {study.industry}
          </p>
        </div>
        <Illustration
          image={study.image}
          eager
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="max-h-[500px] rounded-2xl object-contain shadow-2xl"
        />
      </Container>
    </section>
  );
}

function ListCard({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-ink-200">
      <h3 className="text-xl font-semibold text-ink-900">{heading}</h3>
      <CheckList items={items} className="mt-5" />
    </div>
  );
}

/** A whole case study: the client, the brief, what we did, what it looked like and what changed. */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const [onlyOutcome, ...moreOutcomes] = study.outcomes;
  return (
    <>
      <CaseStudyHero study={study} />
      <Section heading="Project overview" align="start" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {study.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="space-y-6">
            <ListCard heading="Client goals" items={study.goals} />
            {study.challenges && <ListCard heading="Challenges" items={study.challenges} />}
          </div>
        </div>
      </Section>
      <Section heading="Services provided" intro={`What we delivered for ${study.client}.`}>
        <FeatureGrid items={study.services} />
      </Section>
      {study.gallery && (
        <Section heading="Project gallery" tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {study.gallery.map((image) => (
              <li key={image.src}>
                <Illustration
                  image={image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="rounded-lg shadow-sm ring-1 ring-ink-200"
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {study.keyResults && (
        <Section heading="Key results">
          <StatGrid stats={study.keyResults} />
        </Section>
      )}
      {onlyOutcome && moreOutcomes.length === 0 ? (
        <Section heading={onlyOutcome.heading} tone="muted">
          <CheckList items={onlyOutcome.items} className="mx-auto max-w-3xl text-lg" />
        </Section>
      ) : (
        <Section heading="Key deliverables and impact" tone="muted">
          <div className="grid gap-6 lg:grid-cols-2">
            {study.outcomes.map((outcome) => (
              <ListCard key={outcome.heading} {...outcome} />
            ))}
          </div>
        </Section>
      )}
      <Testimonials path={`/case-studies/${study.id}`} />
      <CtaBand cta={study.cta} />
    </>
  );
}
