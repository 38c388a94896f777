import type { ReactNode } from "react";
import { slugify } from "@/lib/slugify";
import { cn } from "@/lib/utils";

const tones = {
  white: "bg-white",
  muted: "bg-ink-50",
  dark: "bg-brand-950 text-white",
} as const;

export type SectionTone = keyof typeof tones;

/** The page width used by every marketing section. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

interface SectionHeadingProps {
  eyebrow?: string;
  heading: string;
  /** A line of text, or rendered rich text (a case study's approach). */
  intro?: ReactNode;
  id: string;
  tone?: SectionTone;
  align?: "center" | "start";
}

function SectionHeading({ eyebrow, heading, intro, id, tone = "white", align = "center" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold uppercase tracking-wide", dark ? "text-accent-300" : "text-brand-700")}>
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", dark ? "text-white" : "text-ink-900")}
      >
        {heading}
      </h2>
      {intro &&
        (typeof intro === "string" ? (
          <p className={cn("mt-4 text-lg leading-8", dark ? "text-brand-100" : "text-ink-600")}>{intro}</p>
        ) : (
          <div className={cn("mt-4 text-lg leading-8", dark ? "text-brand-100" : "text-ink-600")}>{intro}</div>
        ))}
    </div>
  );
}

/**
 * A titled band of the page. The heading names the region for assistive technology and
 * gives it an anchor (`#{slug}`) that other pages can link to.
 */
export function Section({
  eyebrow,
  heading,
  intro,
  tone = "white",
  align = "center",
  id,
  children,
}: Omit<SectionHeadingProps, "id"> & { id?: string; children: ReactNode }) {
  const anchor = id ?? slugify(heading);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className={cn("py-16 sm:py-24", tones[tone])}>
      <Container>
        <SectionHeading
          eyebrow={eyebrow}
          heading={heading}
          intro={intro}
          id={`${anchor}-heading`}
          tone={tone}
          align={align}
        />
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
