import { Clock, Mail, MapPin, Phone } from "lucide";
import type { ReactNode } from "react";
import { TrackedLink } from "@/components/analytics/tracked-link";
import { SocialIcon } from "@/components/layout/social-icon";
import { Icon } from "@/components/ui/icon";
import { contactPage } from "@/content/contact-page";
import { configuredSocialProfiles } from "@/content/site";
import { pageSiteFacts } from "@/server/page-site-facts";

const t = contactPage.details;
const link =
  "font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-medium text-ink-600">
        <span className="absolute left-0 top-0 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-ink-900">{children}</dd>
    </div>
  );
}

export async function ContactDetails() {
  const site = await pageSiteFacts();
  const social = configuredSocialProfiles(site);
  return (
    <section aria-labelledby="contact-details-heading" className="rounded-lg bg-white p-6 ring-1 ring-ink-200 sm:p-8">
      <h2 id="contact-details-heading" className="text-2xl font-bold text-ink-900">
        {t.heading}
      </h2>
      <dl className="mt-6 space-y-6">
        <Detail icon={<Icon icon={Phone} className="size-5" />} label={t.phone}>
          <TrackedLink event="click_to_call" href={site.phone.href} className={link}>
            {site.phone.display}
          </TrackedLink>
        </Detail>
        <Detail icon={<Icon icon={Mail} className="size-5" />} label={t.email}>
          <TrackedLink
            event="click_to_email"
            href={`mailto:${site.supportEmail}`}
            // The address is one long word: it breaks rather than widen the page on a phone.
            className={`${link} break-all`}
          >
            {site.supportEmail}
          </TrackedLink>
        </Detail>
        <Detail icon={<Icon icon={MapPin} className="size-5" />} label={t.location}>
          {site.address.locality}, {site.address.region}, {site.address.country}
        </Detail>
        <Detail icon={<Icon icon={Clock} className="size-5" />} label={t.hours}>
          {site.hours.map((h) => (
            <span key={h.days} className="block">
              {h.days}: {h.time}
            </span>
          ))}
        </Detail>
      </dl>
      {social.length > 0 && (
        <>
          <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-ink-600">{t.social}</h3>
          <ul className="mt-3 flex gap-3" aria-label="Social media profiles">
            {social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <SocialIcon network={profile.network} className="size-5" />
                  <span className="sr-only">
                    {site.name} on {profile.network} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
