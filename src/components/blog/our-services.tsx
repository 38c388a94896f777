import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { articleCopy as copy } from "@/content/blog-pages";

export function OurServices() {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {copy.servicesHeading}
      </h2>
      <p className="mt-2 text-ink-700">{copy.servicesIntro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {copy.services.map((service) => (
          <li key={service.href}>
            <Link
              href={service.href}
              className="group flex h-full flex-col rounded-lg p-6 ring-1 ring-ink-200 hover:bg-brand-50 hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="flex items-center justify-between text-lg font-bold text-ink-900">
                {service.label}
                <Icon icon={ArrowRight} className="size-5 text-brand-700 group-hover:translate-x-0.5" />
              </span>
              <span className="mt-2 text-ink-700">{service.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
