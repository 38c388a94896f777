import { Award, Clock, Mail, MapPin, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { footerNav } from "@/content/navigation";
import { configuredSocialProfiles } from "@/content/site";
import { pageSiteFacts } from "@/server/page-site-facts";
import { AdminLink } from "./admin-link";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

const footerLink =
  "rounded text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

function currentYear(timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(new Date()));
}

export async function SiteFooter() {
  const site = await pageSiteFacts();
  const social = configuredSocialProfiles(site);
  return (
    <footer className="bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" name={site.name} logo={site.logo} />
          <p className="max-w-sm text-sm">
            {site.tagline}. Serving Utah businesses from {site.address.locality} since {site.foundedYear}.
          </p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Icon icon={Phone} className="size-4 text-accent-400" />
              <a href={site.phone.href} className={footerLink}>
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon icon={Mail} className="size-4 text-accent-400" />
              <a href={`mailto:${site.supportEmail}`} className={footerLink}>
                {site.supportEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon icon={MapPin} className="size-4 text-accent-400" />
              {site.address.locality}, {site.address.region}, {site.address.country}
            </li>
            <li className="flex items-start gap-2">
              <Icon icon={Clock} className="mt-0.5 size-4 text-accent-400" />
              <span>
                {site.hours.map((h) => (
                  <span key={h.days} className="block">
                    {h.days}: {h.time}
                  </span>
                ))}
              </span>
            </li>
          </ul>
          <p className="text-sm">
            New clients: please use our{" "}
            <Link href="/contact" className={`${footerLink} underline`}>
              contact form
            </Link>
            . Current clients: email{" "}
            <a href={`mailto:${site.supportEmail}`} className={`${footerLink} underline`}>
              support
            </a>
            .
          </p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.label}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={footerLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <h2 className="sr-only">Certifications</h2>
            <ul className="flex flex-wrap gap-2">
              {site.certifications.map((c, index) => (
                <li
                  key={index}
                  className="flex items-center gap-1.5 rounded-full bg-white/5 px-3 py-1 text-xs text-ink-200 ring-1 ring-white/10"
                >
                  <Icon icon={Award} className="size-3.5 text-accent-400" />
                  {c.name}
                </li>
              ))}
            </ul>
          </div>
          {social.length > 0 && (
            <ul className="flex gap-3" aria-label="Social media">
              {social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.url} rel="noopener noreferrer" target="_blank" className={`${footerLink} block p-1`}>
                    <SocialIcon network={profile.network} className="size-5" />
                    <span className="sr-only">
                      {site.name} on {profile.network} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {currentYear(site.timeZone)} {site.legalName}. All rights reserved.
          </p>
          <AdminLink className={footerLink} />
        </div>
      </div>
    </footer>
  );
}
