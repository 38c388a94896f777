import { Star } from "lucide";
import { Icon } from "@/components/ui/icon";
import { testimonials, testimonialsSection } from "@/content/testimonials";
import { formatCalendarDay } from "@/lib/dates";
import { Section, type SectionTone } from "./section";

/** Four client reviews, each rated five stars. */
export function Testimonials({ tone = "white" }: { tone?: SectionTone }) {
  return (
    <Section {...testimonialsSection} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.author} className="flex">
            <figure className="flex flex-1 flex-col rounded-lg bg-white p-8 shadow-sm ring-1 ring-ink-200">
              <p className="flex gap-1 text-accent-500">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon icon={Star} key={i} className="size-5 fill-current" />
                ))}
                <span className="sr-only">Rated 5 out of 5 stars</span>
              </p>
              <blockquote className="mt-5 flex-1 text-lg leading-8 text-ink-800">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-ink-100 pt-5">
                <p className="font-semibold text-ink-900">{t.author}</p>
                <p className="text-sm text-ink-600">
                  {t.position}, {t.company}
                </p>
                <p className="mt-1 text-sm text-ink-600">
                  <time dateTime={t.date}>{formatCalendarDay(t.date)}</time>
                </p>
                {t.tags && (
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label="Services">
                    {t.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
