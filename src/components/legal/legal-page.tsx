import { Link } from "@/components/ui/link";
import type { LegalDocument } from "@/content/legal/types";
import { formatLongDate } from "@/lib/dates";
import { slugify } from "@/lib/slugify";

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
      <header className="border-b border-ink-200 pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink-900">{document.title}</h1>
        <p className="mt-3 text-sm text-ink-600">Last updated: {formatLongDate(new Date())}</p>
        <p className="mt-6 text-lg text-ink-700">{document.intro}</p>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-lg bg-ink-50 p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-800">
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slugify(section.heading)}`} className="hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.heading} id={slugify(section.heading)} className="mt-10">
          <h2 className="text-2xl font-semibold text-ink-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-7 text-ink-700">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-ink-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.link && (
            <p className="mt-4">
              <Link href={section.link.href} className="font-medium text-brand-800 underline hover:text-brand-900">
                {section.link.label}
              </Link>
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
