import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";
import type { Hero } from "@/content/types";
import type { Crumb } from "@/lib/seo/structured-data";
import { cn } from "@/lib/utils";
import { Breadcrumbs } from "./breadcrumbs";
import { Illustration } from "./illustration";
import { Container } from "./section";

/** The dark band that opens every marketing page: its one h1, intro, actions and artwork. */
export function PageHero({ hero, crumbs, children }: { hero: Hero; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <Container className={cn("py-16 sm:py-24", hero.image && "grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]")}>
        <div>
          {crumbs && <Breadcrumbs crumbs={crumbs} />}
          {hero.eyebrow && (
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent-300">{hero.eyebrow}</p>
          )}
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{hero.intro}</p>
          {hero.actions.length > 0 && (
            <div className="mt-10 flex flex-wrap gap-4">
              {hero.actions.map((action, index) => (
                <ButtonLink
                  key={action.label}
                  href={action.href}
                  variant={index === 0 ? "accent" : "outline"}
                  size="lg"
                >
                  {action.label}
                </ButtonLink>
              ))}
            </div>
          )}
          {children}
        </div>
        {hero.image && (
          <Illustration
            image={hero.image}
            eager
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="mx-auto max-h-[500px] max-w-xl rounded-2xl object-contain"
          />
        )}
      </Container>
    </section>
  );
}
