import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { defaultCaseStudyAction, moreCaseStudiesAction } from "@/content/case-studies";
import type { CallToAction, IconName } from "@/content/types";
import { outcomeGroupsOf } from "@/lib/case-study-outcome";
import { caseStudyPath } from "@/lib/validation/case-study";
import type { ShownCaseStudy } from "@/server/content/case-studies";
import { Breadcrumbs } from "./breadcrumbs";
import { COVER_SIZE, CaseStudyPicture, GALLERY_SIZE } from "./case-study-picture";
import { CaseStudyText } from "./case-study-text";
import { CtaBand } from "./cta-band";
import { FeatureGrid } from "./feature-grid";
import { Container, Section } from "./section";
import { StatGrid } from "./stat-grid";
import { Testimonials } from "./testimonials";

function CaseStudyHero({ study }: { study: ShownCaseStudy }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <Breadcrumbs
            crumbs={[
              { name: "Home", path: "/" },
              { name: "Case Studies", path: "/case-studies" },
              { name: study.client, path: caseStudyPath(study.slug) },
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
          {study.tagline && <p className="mt-5 text-lg leading-8 text-brand-50">{study.tagline}</p>}
          <p className="mt-4 text-sm text-brand-100">
            <span className="font-semibold text-white">Industry:</span> {study.industry}
          </p>
        </div>
        <CaseStudyPicture
          study={study}
          src={study.cover}
          alt={study.coverAlt}
          size={COVER_SIZE}
          eager
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="max-h-[500px] rounded-2xl object-contain shadow-2xl"
        />
      </Container>
    </section>
  );
}

function ListCard({ heading, markdown }: { heading: string; markdown: string }) {
  return (
    <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-ink-200">
      <h3 className="text-xl font-semibold text-ink-900">{heading}</h3>
      <CaseStudyText markdown={markdown} look="checks" className="mt-5" />
    </div>
  );
}

/** The closing band: the study's own, or the case-study list's when it has none. */
function callToActionOf(study: ShownCaseStudy, fallback: CallToAction): CallToAction {
  if (!study.ctaHeading) return fallback;
  return {
    heading: study.ctaHeading,
    text: study.ctaText || fallback.text,
    actions: [
      { label: study.ctaLabel || defaultCaseStudyAction.label, href: defaultCaseStudyAction.href },
      moreCaseStudiesAction,
    ],
  };
}

function Outcome({ markdown }: { markdown: string }) {
  const groups = outcomeGroupsOf(markdown);
  const [only, ...more] = groups;
  if (!only) return null;
  if (more.length === 0)
    return (
      <Section heading={only.heading || "Outcome"} tone="muted">
        <CaseStudyText markdown={only.body} look="checks" className="mx-auto max-w-3xl text-lg" />
      </Section>
    );
  return (
    <Section heading="Key deliverables and impact" tone="muted">
      <div className="grid gap-6 lg:grid-cols-2">
        {groups.map((group, index) => (
          <ListCard key={index} heading={group.heading || "Outcome"} markdown={group.body} />
        ))}
      </div>
    </Section>
  );
}

/** A whole case study: the client, the brief, what we did, what it looked like and what changed. */
export function CaseStudyArticle({
  study,
  fallbackCallToAction,
}: {
  study: ShownCaseStudy;
  /** The closing band of a study without its own. */
  fallbackCallToAction: CallToAction;
}) {
  return (
    <>
      <CaseStudyHero study={study} />
      <Section heading="Project overview" align="start" tone="muted">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <CaseStudyText markdown={study.overview} look="paragraphs" className="text-lg leading-8 text-ink-700" />
          <div className="space-y-6">
            {study.goals && <ListCard heading="Client goals" markdown={study.goals} />}
            {study.challenge && <ListCard heading="Challenges" markdown={study.challenge} />}
          </div>
        </div>
      </Section>
      {study.services.length > 0 && (
        <Section
          heading="Services provided"
          intro={study.approach ? <CaseStudyText markdown={study.approach} look="paragraphs" /> : undefined}
        >
          <FeatureGrid items={study.services.map((service) => ({ ...service, icon: service.icon as IconName }))} />
        </Section>
      )}
      {study.gallery.length > 0 && (
        <Section heading="Project gallery" tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {study.gallery.map((picture) => (
              <li key={picture.src}>
                <CaseStudyPicture
                  study={study}
                  src={picture.src}
                  alt={picture.alt}
                  size={GALLERY_SIZE}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="rounded-lg shadow-sm ring-1 ring-ink-200"
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {study.results.length > 0 && (
        <Section heading="Key results">
          <StatGrid stats={study.results} />
        </Section>
      )}
      <Outcome markdown={study.outcome} />
      <Testimonials path={caseStudyPath(study.slug)} />
      <CtaBand cta={callToActionOf(study, fallbackCallToAction)} />
    </>
  );
}
