import { TrendingUp } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { caseStudyPath } from "@/lib/validation/case-study";
import type { ShownCaseStudy } from "@/server/content/case-studies";
import { COVER_SIZE, CaseStudyPicture } from "./case-study-picture";

/** Milliseconds between one card's entrance and the next (docs/product.md, Case studies). */
const CARD_STAGGER_MS = 150;

/** A card's result lines: the ones written for it, else its figures ("+212% organic calls"). */
const resultLinesOf = (study: ShownCaseStudy) =>
  study.highlights.length > 0 ? study.highlights : study.results.map((figure) => `${figure.value} ${figure.label}`);

/** The case-study cards, rising into place one after another. */
export function CaseStudyCards({ studies }: { studies: ShownCaseStudy[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study, index) => (
        <li
          key={study.slug}
          className="flex animate-rise-in flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink-200"
          style={{ animationDelay: `${index * CARD_STAGGER_MS}ms` }}
        >
          <CaseStudyPicture
            study={study}
            src={study.cover}
            alt={study.coverAlt}
            size={COVER_SIZE}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          />
          <div className="flex flex-1 flex-col p-6">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-brand-700">{study.industry}</span>
              <span aria-hidden="true" className="text-ink-300">
                •
              </span>
              {study.tags[0] && (
                <span className="rounded-full bg-accent-100 px-2.5 py-0.5 font-medium text-ink-800">
                  {study.tags[0]}
                </span>
              )}
            </p>
            <h3 className="mt-3 text-xl font-semibold text-ink-900">{study.title}</h3>
            <p className="mt-3 leading-7 text-ink-600">{study.summary}</p>
            {resultLinesOf(study).length > 0 && (
              <ul className="mt-5 space-y-2" aria-label="Results">
                {resultLinesOf(study).map((result) => (
                  <li key={result} className="flex items-center gap-2 text-sm font-medium text-ink-800">
                    <Icon icon={TrendingUp} className="size-4 shrink-0 text-brand-600" />
                    {result}
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={caseStudyPath(study.slug)}
              className="mt-auto self-start rounded pt-6 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Read Full Case Study<span className="sr-only">: {study.title}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
