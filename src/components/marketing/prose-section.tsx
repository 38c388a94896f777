import { Link } from "@/components/ui/link";
import type { CtaLink } from "@/content/types";
import { Section, type SectionTone } from "./section";

/** A headed block of running text, optionally ending with a link to read more. */
export function ProseSection({
  eyebrow,
  heading,
  paragraphs,
  link,
  tone = "muted",
}: {
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
  link?: CtaLink;
  tone?: SectionTone;
}) {
  return (
    <Section eyebrow={eyebrow} heading={heading} tone={tone}>
      <div className="mx-auto max-w-3xl space-y-5 text-lg leading-8 text-ink-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {link && (
          <p>
            <Link
              href={link.href}
              className="rounded font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </p>
        )}
      </div>
    </Section>
  );
}
