import { CalendarDays } from "lucide";
import { Icon } from "@/components/ui/icon";
import { contactPage } from "@/content/contact-page";

const t = contactPage.scheduler;

/** The booking widget from SCHEDULER_URL, or a plain call to action without one. */
export function SchedulerSection({ url }: { url?: string }) {
  return (
    <section aria-labelledby="scheduler-heading" className="bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <Icon icon={CalendarDays} className="size-7 text-brand-700" />
          <h2 id="scheduler-heading" className="text-3xl font-bold tracking-tight text-ink-900">
            {t.heading}
          </h2>
        </div>
        <p className="mt-3 max-w-2xl text-ink-700">{t.description}</p>
        {url ? (
          <iframe
            src={url}
            title={t.frameTitle}
            height={650}
            loading="lazy"
            className="mt-8 h-[650px] w-full rounded-lg border border-ink-200 bg-white"
          />
        ) : (
          <p className="mt-6 text-ink-700">
            {t.fallback}{" "}
            <a
              href="#contact-form"
              className="font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t.fallbackLink}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
