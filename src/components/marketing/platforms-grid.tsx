import { Bot, Briefcase, type IconNode, Mail } from "lucide";
import {
  type SimpleIcon,
  siAnthropic,
  siFacebook,
  siGoogle,
  siGoogleads,
  siGoogleanalytics,
  siGooglegemini,
  siGooglesearchconsole,
  siHubspot,
  siInstagram,
  siMailchimp,
  siMeta,
  siPinterest,
  siTiktok,
  siX,
  siYoutube,
} from "simple-icons";
import { Icon } from "@/components/ui/icon";
import { type Platform, platformsSection } from "@/content/platforms";
import { Section, type SectionTone } from "./section";

// simple-icons ships no LinkedIn, OpenAI or Klaviyo mark (their owners do not allow it):
// a neutral icon stands in and the caption names the platform.
const logos: Record<Platform, SimpleIcon | IconNode> = {
  Google: siGoogle,
  "Google Ads": siGoogleads,
  "Google Analytics": siGoogleanalytics,
  "Google Search Console": siGooglesearchconsole,
  Meta: siMeta,
  Facebook: siFacebook,
  Instagram: siInstagram,
  LinkedIn: Briefcase,
  X: siX,
  Pinterest: siPinterest,
  YouTube: siYoutube,
  TikTok: siTiktok,
  Mailchimp: siMailchimp,
  HubSpot: siHubspot,
  Klaviyo: Mail,
  OpenAI: Bot,
  Anthropic: siAnthropic,
  "Google Gemini": siGooglegemini,
};

/** A platform's mark, named for assistive technology unless the text beside it already names it. */
export function PlatformLogo({
  platform,
  decorative,
  className = "size-8",
}: {
  platform: Platform;
  decorative?: boolean;
  className?: string;
}) {
  const logo = logos[platform];
  const name = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": platform };
  if (!Array.isArray(logo)) {
    return (
      <svg {...name} viewBox="0 0 24 24" className={className} fill="currentColor">
        <path d={logo.path} />
      </svg>
    );
  }
  return (
    <span {...name} className="flex">
      <Icon icon={logo} className={className} />
    </span>
  );
}

/** The platforms we work in, grouped by kind, with their marks. */
export function PlatformsGrid({ tone = "muted" }: { tone?: SectionTone }) {
  const { groups, ...heading } = platformsSection;
  return (
    <Section {...heading} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-5">
        {groups.map((group) => (
          <div key={group.label}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{group.label}</h3>
            <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-1">
              {group.platforms.map((platform) => (
                <li
                  key={platform}
                  className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 text-ink-800 shadow-sm ring-1 ring-ink-200"
                >
                  <PlatformLogo platform={platform} />
                  {/* The logo already carries the name for assistive technology. */}
                  <span aria-hidden="true" className="text-sm font-medium">
                    {platform}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
