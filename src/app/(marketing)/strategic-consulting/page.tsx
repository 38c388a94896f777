import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import {
  strategyApproach,
  strategyCallToAction,
  strategyHero,
  strategyMeta,
  strategyServices,
} from "@/content/services/strategic-consulting";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(strategyMeta, await pageSiteFacts());
}

export default function StrategicConsultingPage() {
  const { items: steps, ...approachHeading } = strategyApproach;
  const { items: services, ...servicesHeading } = strategyServices;
  return (
    <>
      <PageHero hero={strategyHero} crumbs={serviceCrumbs("Strategic Consulting", strategyMeta.path)} />
      <Section {...approachHeading}>
        <StepList steps={steps} />
      </Section>
      <Section {...servicesHeading} tone="muted">
        <FeatureGrid items={services} />
      </Section>
      <FeaturedCaseStudies path={strategyMeta.path} tone="muted" />
      <Testimonials path={strategyMeta.path} />
      <CtaBand cta={strategyCallToAction} />
    </>
  );
}
