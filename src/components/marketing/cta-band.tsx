import { Phone } from "lucide";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { CallToAction } from "@/content/types";
import { slugify } from "@/lib/slugify";
import { pageSiteFacts } from "@/server/page-site-facts";
import { Container } from "./section";

/** The closing invitation: a heading, a line of text, links and, optionally, a call button. */
export async function CtaBand({ cta }: { cta: CallToAction }) {
  const site = await pageSiteFacts();
  const id = `${slugify(cta.heading)}-heading`;
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <Container className="flex flex-col items-start gap-8 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl lg:flex-1">
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-50">{cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-4 lg:flex-none lg:justify-end">
          {cta.actions.map((action, index) => (
            <ButtonLink key={action.label} href={action.href} variant={index === 0 ? "accent" : "outline"} size="lg">
              {action.label}
            </ButtonLink>
          ))}
          {cta.call && (
            <a href={site.phone.href} className={buttonClass({ variant: "outline", size: "lg" })}>
              <Icon icon={Phone} className="size-5" />
              Call {site.phone.display}
            </a>
          )}
        </div>
      </Container>
    </section>
  );
}
