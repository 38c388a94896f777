import { Clock, Mail, MapPin, Phone } from "lucide";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { pageSiteFacts } from "@/server/page-site-facts";
import { Section } from "./section";

const itemClass = "flex items-start gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-ink-200";
const linkClass =
  "rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** How to reach us: phone, e-mail, location and hours, with the way to the contact form. */
export async function ContactSection({ heading, intro }: { heading: string; intro: string }) {
  const site = await pageSiteFacts();
  return (
    <Section heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li className={itemClass}>
          <Icon icon={Phone} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="text-sm text-ink-600">Call us</p>
            <a href={site.phone.href} className={linkClass}>
              {site.phone.display}
            </a>
          </div>
        </li>
        <li className={itemClass}>
          <Icon icon={Mail} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="text-sm text-ink-600">E-mail</p>
            <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
              {site.supportEmail}
            </a>
          </div>
        </li>
        <li className={itemClass}>
          <Icon icon={MapPin} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="text-sm text-ink-600">Office</p>
            <p className="font-semibold text-ink-900">
              {site.address.locality}, {site.address.region}
            </p>
          </div>
        </li>
        <li className={itemClass}>
          <Icon icon={Clock} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="text-sm text-ink-600">Hours</p>
            {site.hours.map((h) => (
              <p key={h.days} className="text-sm font-semibold text-ink-900">
                {h.days}: {h.time}
              </p>
            ))}
          </div>
        </li>
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/contact" size="lg">
          Send us a message
        </ButtonLink>
      </div>
    </Section>
  );
}
