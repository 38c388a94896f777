import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";
import { auditPage } from "@/content/audit-page";

export function AuditParts() {
  return (
    <section aria-labelledby="audit-parts-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="audit-parts-heading" className="text-3xl font-bold tracking-tight text-ink-900">
        {auditPage.partsHeading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {auditPage.parts.map(({ icon, title, description, checks }) => (
          <li key={title} className="rounded-lg bg-white p-6 ring-1 ring-ink-200">
            <Icon icon={icon} className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-semibold text-ink-900">{title}</h3>
            <p className="mt-2 text-ink-700">{description}</p>
            <ul className="mt-4 space-y-2 text-sm text-ink-700">
              {checks.map((check) => (
                <li key={check} className="flex gap-2">
                  <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {check}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AuditReasons() {
  return (
    <section aria-labelledby="audit-reasons-heading">
      <h2 id="audit-reasons-heading" className="text-3xl font-bold tracking-tight text-ink-900">
        {auditPage.reasonsHeading}
      </h2>
      <ul className="mt-8 space-y-6">
        {auditPage.reasons.map(({ icon, title, description }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-100 text-ink-900">
              <Icon icon={icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-ink-700">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
